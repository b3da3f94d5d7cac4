import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { platformName, readGeneratedMockName, type Language, type MockReport } from '@prepwise/contracts';
import { itemReasons } from './report-pdf-reasons.js';
import { reportTaskNames } from './report-pdf-task-names.js';
import { reportTexts, type ReportTexts } from './report-pdf-texts.js';

const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const regular = join(fontDir, 'DejaVuSans.ttf');
const bold = join(fontDir, 'DejaVuSans-Bold.ttf');
const ink = '#1f2937';
const muted = '#6b7280';
const accent = '#4c6ef5';
const skillKeys = ['speaking', 'writing', 'reading', 'listening'] as const;
const skillFields = {
  speaking: 'scoreSpeaking',
  writing: 'scoreWriting',
  reading: 'scoreReading',
  listening: 'scoreListening',
} as const;
const bandFields = {
  speaking: 'comSpeaking',
  writing: 'comWriting',
  reading: 'comReading',
  listening: 'comListening',
} as const;

type Doc = InstanceType<typeof PDFDocument>;

export interface ReportPdfInput {
  report: MockReport;
  learnerName: string;
  language: Language;
}

/**
 * Renders a scored mock's report as a PDF (A4): overall score, the four skills with a radar chart
 * and bands, enabling skills, time per section, each item's mark, the learner's earlier mocks
 * and the note on the 10-90 model. DejaVu Sans is embedded, so Vietnamese and German print right.
 */
export async function renderReportPdf({ report, learnerName, language }: ReportPdfInput): Promise<Buffer> {
  const texts = reportTexts[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: {
      Title: `${texts.title}: ${mockName(report.examInfo.name, texts, language)}`,
      Author: platformName,
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  writeHeader(doc, report, learnerName, texts, language);
  writeThpt(doc, report, texts, language);
  writeSkills(doc, report, texts);
  writeEnabling(doc, report, texts);
  writeSections(doc, report, texts);
  writeItems(doc, report, texts, language);
  writePrevious(doc, report, texts, language);
  doc
    .moveDown(1)
    .font('regular')
    .fontSize(8)
    .fillColor(muted)
    .text(report.examInfo.kind === 'THPT' ? texts.thptNote : texts.scaleNote);
  doc.end();
  return done;
}

function heading(doc: Doc, text: string): void {
  if (doc.y > doc.page.height - 140) doc.addPage();
  doc.moveDown(0.8).font('bold').fontSize(13).fillColor(ink).text(text);
  doc.moveDown(0.3);
}

function formatDate(iso: string | null, language: Language): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/** A mock's name in the report's language: a generated one said anew, an admin's as written. */
function mockName(name: string, texts: ReportTexts, language: Language): string {
  const generated = readGeneratedMockName(name);
  if (!generated) return name;
  const day = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${generated.day}T12:00:00Z`));
  return texts.randomMock(generated.kind, day);
}

function writeHeader(
  doc: Doc,
  report: MockReport,
  learner: string,
  texts: ReportTexts,
  language: Language,
): void {
  const info = report.examInfo;
  doc.font('bold').fontSize(20).fillColor(accent).text(texts.title);
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(ink)
    .text(mockName(info.name, texts, language));
  doc.fontSize(9).fillColor(muted);
  doc.text(`${texts.learner}: ${learner} <${info.email}>`);
  doc.text(`${texts.finished}: ${formatDate(info.finishedDate, language)}`);
  const scores = report.scores;
  doc.moveDown(0.8).font('bold').fontSize(12).fillColor(ink);
  if (info.kind === 'THPT') {
    doc.text(
      scores?.thptMark != null
        ? `${texts.thptMark}: ${scores.thptMark.toFixed(2)} (${texts.thptCorrect(scores.correct ?? 0, scores.total ?? 0)})`
        : `${texts.thptMark}: —`,
    );
  } else doc.text(`${texts.overall}: ${scores?.overallScore ?? '—'}`);
}

/** A THPT paper's marks out of 10 per part and per question type, each with a bar. */
function writeThpt(doc: Doc, report: MockReport, texts: ReportTexts, language: Language): void {
  const scores = report.scores;
  if (!scores || report.examInfo.kind !== 'THPT') return;
  const rows = (title: string, entries: { name: string; mark: number; correct: number; total: number }[]) => {
    if (entries.length === 0) return;
    heading(doc, title);
    for (const entry of entries) {
      if (doc.y > doc.page.height - 70) doc.addPage();
      const y = doc.y;
      doc.font('regular').fontSize(10).fillColor(ink).text(entry.name, 48, y, { width: 200 });
      bar(doc, 250, y + 2, 120, 10 + 8 * entry.mark);
      doc
        .fillColor(ink)
        .text(`${entry.mark.toFixed(2)}  (${entry.correct}/${entry.total})`, 380, y, { width: 140 });
      doc.x = 48;
      doc.y = y + 16;
    }
  };
  rows(
    texts.thptParts,
    (scores.thptParts ?? []).map((entry) => ({ ...entry, name: texts.thptPartNames[entry.part] })),
  );
  rows(
    texts.thptTypes,
    (scores.thptTypes ?? []).map((entry) => ({ ...entry, name: reportTaskNames[language][entry.type] })),
  );
}

function bar(doc: Doc, x: number, y: number, width: number, value: number | null): void {
  doc.rect(x, y, width, 8).fillColor('#e5e7eb').fill();
  if (value !== null) {
    const share = Math.max(0, Math.min(1, (value - 10) / 80));
    doc
      .rect(x, y, width * share, 8)
      .fillColor(value >= 50 ? '#2f9e44' : '#e03131')
      .fill();
  }
}

function writeSkills(doc: Doc, report: MockReport, texts: ReportTexts): void {
  const scores = report.scores;
  if (!scores || report.examInfo.kind === 'THPT') return;
  heading(doc, texts.skills);
  const top = doc.y;
  for (const key of skillKeys) {
    const value = scores[skillFields[key]];
    const band = scores[bandFields[key]];
    const y = doc.y;
    doc.font('regular').fontSize(10).fillColor(ink).text(texts.skillNames[key], 48, y, { width: 90 });
    bar(doc, 140, y + 2, 150, value);
    doc
      .fillColor(ink)
      .text(`${value ?? '—'}  ${band ? texts.bands[band] : texts.notAssessed}`, 300, y, { width: 100 });
    doc.x = 48;
    doc.y = y + 18;
  }
  drawRadar(
    doc,
    470,
    top + 40,
    45,
    skillKeys.map((key) => scores[skillFields[key]]),
    texts,
  );
  doc.x = 48;
  doc.y = Math.max(doc.y, top + 100);
}

/** The four skills on a radar (10 at the centre, 90 at the rim). */
function drawRadar(
  doc: Doc,
  cx: number,
  cy: number,
  radius: number,
  values: (number | null)[],
  texts: ReportTexts,
): void {
  const point = (index: number, share: number) => {
    const angle = -Math.PI / 2 + (index * 2 * Math.PI) / values.length;
    return [cx + Math.cos(angle) * radius * share, cy + Math.sin(angle) * radius * share] as const;
  };
  doc.lineWidth(0.5).strokeColor('#adb5bd');
  for (const ring of [0.5, 1]) {
    values.forEach((_, index) => {
      const [x, y] = point(index, ring);
      if (index === 0) doc.moveTo(x, y);
      else doc.lineTo(x, y);
    });
    doc.closePath().stroke();
  }
  values.forEach((value, index) => {
    const [x, y] = point(index, Math.max(0, ((value ?? 10) - 10) / 80));
    if (index === 0) doc.moveTo(x, y);
    else doc.lineTo(x, y);
  });
  doc.closePath().fillOpacity(0.35).fillAndStroke(accent, accent).fillOpacity(1);
  doc.font('regular').fontSize(7).fillColor(muted);
  skillKeys.forEach((key, index) => {
    const [x, y] = point(index, 1.3);
    doc.text(texts.skillNames[key], x - 30, y - 4, { width: 60, align: 'center' });
  });
}

function writeEnabling(doc: Doc, report: MockReport, texts: ReportTexts): void {
  const scores = report.scores;
  if (!scores || report.examInfo.kind === 'THPT') return;
  heading(doc, texts.enabling);
  for (const [field, name] of Object.entries(texts.enablingNames)) {
    const value = scores[field as keyof typeof texts.enablingNames];
    const y = doc.y;
    doc.font('regular').fontSize(10).fillColor(ink).text(name, 48, y, { width: 120 });
    bar(doc, 170, y + 2, 150, value);
    doc
      .fillColor(value === null ? muted : ink)
      .text(value === null ? texts.notAssessed : String(value), 330, y, { width: 100 });
    doc.x = 48;
    doc.y = y + 16;
  }
}

function writeSections(doc: Doc, report: MockReport, texts: ReportTexts): void {
  heading(doc, texts.time);
  for (const section of report.sections) {
    const y = doc.y;
    const used = (section.usedMs / 60_000).toFixed(1);
    doc.font('regular').fontSize(10).fillColor(ink).text(texts.sections[section.key], 48, y, { width: 170 });
    doc.text(texts.minutesUsed(used, section.minutes), 230, y, { width: 200 });
    doc.x = 48;
    doc.y = y + 15;
  }
}

function writeItems(doc: Doc, report: MockReport, texts: ReportTexts, language: Language): void {
  heading(doc, texts.items);
  report.items.forEach((item) => {
    if (doc.y > doc.page.height - 70) doc.addPage();
    const y = doc.y;
    const mark =
      item.status === 'UNANSWERED' ? texts.unanswered : `${round(item.score)} / ${round(item.max)}`;
    doc.font('regular').fontSize(9).fillColor(ink);
    doc.text(`${texts.item} ${questionNumbers(item.numbers)}`, 48, y, { width: 60 });
    doc.text(reportTaskNames[language][item.type], 110, y, { width: 260 });
    doc.text(mark, 380, y, { width: 120 });
    doc.x = 48;
    doc.y = y + 13;
    // The scorer's first reasons, translated: the report explains a mark, not only states it.
    for (const reason of itemReasons(item, language)) {
      if (doc.y > doc.page.height - 60) doc.addPage();
      doc.fontSize(8).fillColor(muted).text(`– ${reason}`, 110, doc.y, { width: 390 });
    }
    doc.x = 48;
  });
}

function writePrevious(doc: Doc, report: MockReport, texts: ReportTexts, language: Language): void {
  heading(doc, texts.previous);
  if (report.previous.length === 0) {
    doc.font('regular').fontSize(10).fillColor(muted).text(texts.noPrevious);
    return;
  }
  for (const other of report.previous) {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(ink)
      .text(
        `${formatDate(other.finishedDate, language)} · ${mockName(other.name, texts, language)} · ${texts.overall}: ${other.overallScore ?? '—'}`,
      );
  }
}

/** "7", or "31–39" for a passage: the numbers the learner saw in the test. */
function questionNumbers(numbers: { first: number; last: number }): string {
  return numbers.first === numbers.last ? String(numbers.first) : `${numbers.first}–${numbers.last}`;
}

function round(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
