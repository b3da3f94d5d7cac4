import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findGrammarIssues } from '../../packages/scoring/src/writing/grammar.js';
import { analyseText } from '../../packages/scoring/src/writing/text-analysis.js';

/**
 * `npm run bench:writing:false-alarms`: how often the grammar checker flags correct sentences.
 *
 * 1. The four human corrections of JFLEG dev (`../shared/datasets/jfleg-dev/dev.ref0..3`, 754
 *    sentences each). The correctors made minimal edits, so some errors stay in them (a lower-case
 *    "i", a comma splice, "Because ..." standing alone). Every flag the checker raised on them when
 *    the labels were made was read by hand and labelled in `jfleg-flag-labels.json` (keys only:
 *    `ref<N>:<sentence index>:<rule>`, never the data's text): `error` (an error of the kind the
 *    rule names is there) or `false-alarm`. A flag with no label (raised by a later change) counts
 *    as a false alarm until someone reads it. A sentence is a false alarm when one of its flags is.
 * 2. The project's own correct English: the PTE bank's passages, transcripts, prompts, re-order
 *    paragraphs, summaries and English explanations (`packages/content/src/bank/pte`); every flag
 *    on them is a false alarm.
 *
 * The learners' own sentences (`dev.src`) are the baseline of the same run (flagged far more).
 * JFLEG sentences are checked in paragraphs of `--group` (default 5) in their order, so the rules
 * that need the previous sentence (fragments, capitals) can fire. Deterministic: no timing.
 */
const { values: options } = parseArgs({
  options: {
    data: { type: 'string', default: join(process.cwd(), '..', 'shared', 'datasets', 'jfleg-dev') },
    group: { type: 'string', default: '5' },
    /** Print every flag on the corrections with its key and label, to label new ones. */
    list: { type: 'boolean', default: false },
  },
});
const group = Number(options.group);
const labels = JSON.parse(
  readFileSync(new URL('./jfleg-flag-labels.json', import.meta.url), 'utf8'),
) as Record<string, { label: 'error' | 'false-alarm'; why: string }>;

function sentencesOf(file: string): string[] {
  return readFileSync(join(options.data, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** JFLEG is tokenised ("it 's", "do n't", "word ."): put the spacing back as a writer types it. */
function detokenise(sentence: string): string {
  return sentence
    .replace(/\s+([.,!?;:%)\]])/g, '$1')
    .replace(/([([])\s+/g, '$1')
    .replace(/\s+(n't|'s|'re|'ve|'ll|'d|'m)\b/gi, '$1')
    .replace(/\s+"\s*$/, '"');
}

interface Flag {
  /** `ref<N>:<sentence index>:<rule>` for JFLEG, `<source>:<rule>` for the project's texts. */
  key: string;
  rule: string;
  sentence: number;
  text: string;
}

/** Flags of a paragraph, each given to the sentence its last character falls in. */
function flagsOf(sentences: string[], firstIndex: number, source: string): Flag[] {
  const text = sentences.join(' ');
  const bounds: number[] = [];
  let offset = 0;
  for (const sentence of sentences) {
    bounds.push(offset);
    offset += sentence.length + 1;
  }
  return findGrammarIssues(analyseText(text)).map((issue) => {
    let index = bounds.length - 1;
    while (index > 0 && bounds[index]! > issue.end - 1) index -= 1;
    const sentence = firstIndex + index;
    return {
      key: `${source}:${sentence}:${issue.rule}`,
      rule: issue.rule,
      sentence,
      text: sentences[index]!,
    };
  });
}

interface Tally {
  sentences: number;
  flagged: Set<number>;
  falseAlarms: Set<number>;
  unlabelled: string[];
  byRule: Map<string, { error: number; falseAlarm: number }>;
}

function emptyTally(): Tally {
  return { sentences: 0, flagged: new Set(), falseAlarms: new Set(), unlabelled: [], byRule: new Map() };
}

function count(tally: Tally, flag: Flag, isFalseAlarm: boolean) {
  tally.flagged.add(flag.sentence);
  if (isFalseAlarm) tally.falseAlarms.add(flag.sentence);
  const rule = tally.byRule.get(flag.rule) ?? { error: 0, falseAlarm: 0 };
  if (isFalseAlarm) rule.falseAlarm += 1;
  else rule.error += 1;
  tally.byRule.set(flag.rule, rule);
}

function checkJfleg(file: string, source: string, isLabelled: boolean): Tally {
  const sentences = sentencesOf(file).map(detokenise);
  const tally = emptyTally();
  tally.sentences = sentences.length;
  for (let start = 0; start < sentences.length; start += group)
    for (const flag of flagsOf(sentences.slice(start, start + group), start, source)) {
      const label = labels[flag.key];
      if (isLabelled && !label) tally.unlabelled.push(flag.key);
      if (options.list) console.error(`${flag.key}\t${label?.label ?? 'UNLABELLED'}\t${flag.text}`);
      count(tally, flag, isLabelled ? label?.label !== 'error' : false);
    }
  return tally;
}

/** The English the project wrote: every text of the PTE bank that is whole sentences. */
function projectTexts(): string[] {
  const folder = join(process.cwd(), 'packages', 'content', 'src', 'bank', 'pte');
  const sentenceTexts = new Set(['SPEAKING_READ_ALOUD', 'REPEAT_SENTENCE', 'DICTATION', 'WRITING_ESSAY']);
  const texts: string[] = [];
  for (const file of readdirSync(folder).filter((name) => /^[A-Z_]+\.json$/.test(name))) {
    const items = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, unknown>[];
    for (const item of items) {
      const type = typeof item.type === 'string' ? item.type : file.replace('.json', '');
      // Describe-image items keep their image's path there, not prose.
      if (typeof item.description === 'string' && type !== 'DESCRIBE_IMAGE') texts.push(item.description);
      if (sentenceTexts.has(type) && typeof item.text === 'string') texts.push(item.text);
      if (type === 'READING_RE_ORDER_PARAGRAPH' || type === 'HIGHLIGHT_CORRECT_SUMMARY')
        for (const letter of 'ABCDE')
          if (typeof item[`answer${letter}`] === 'string') texts.push(item[`answer${letter}`] as string);
      const explanation = item.explanation as { en?: unknown } | undefined;
      if (typeof explanation?.en === 'string') texts.push(explanation.en);
    }
  }
  return texts;
}

function checkProject(): Tally {
  const tally = emptyTally();
  let sentenceBase = 0;
  for (const [index, text] of projectTexts().entries()) {
    const analysis = analyseText(text);
    for (const issue of findGrammarIssues(analysis)) {
      const at = analysis.sentences.findIndex((sentence) => sentence.end >= issue.end);
      const sentence = sentenceBase + Math.max(0, at);
      if (options.list)
        console.error(`project:${index}:${issue.rule}\t${text.slice(issue.start, issue.end)}`);
      count(tally, { key: `project:${index}:${issue.rule}`, rule: issue.rule, sentence, text }, true);
    }
    sentenceBase += analysis.sentences.length;
  }
  tally.sentences = sentenceBase;
  return tally;
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

const corrections = ['dev.ref0', 'dev.ref1', 'dev.ref2', 'dev.ref3'].map((file, index) =>
  checkJfleg(file, `ref${index}`, true),
);
const learners = checkJfleg('dev.src', 'src', false);
const project = checkProject();
const total = (pick: (tally: Tally) => number) => corrections.reduce((sum, tally) => sum + pick(tally), 0);
const correctionSentences = total((tally) => tally.sentences);
const correctionFlagged = total((tally) => tally.flagged.size);
const correctionFalse = total((tally) => tally.falseAlarms.size);
const unlabelled = corrections.flatMap((tally) => tally.unlabelled);
const allCorrect = correctionSentences + project.sentences;
const allFalse = correctionFalse + project.falseAlarms.size;

const rules = [...new Set(corrections.flatMap((tally) => [...tally.byRule.keys()]))].sort();
const ruleCount = (rule: string, field: 'error' | 'falseAlarm') =>
  corrections.reduce((sum, tally) => sum + (tally.byRule.get(rule)?.[field] ?? 0), 0);
const lines = [
  `| correct English | sentences | flagged | of which an error the text has | **false alarms** |`,
  `| --- | ---: | ---: | ---: | ---: |`,
  `| JFLEG human corrections | ${correctionSentences} | ${correctionFlagged} (${percent(correctionFlagged, correctionSentences)}) | ${correctionFlagged - correctionFalse} | **${correctionFalse} (${percent(correctionFalse, correctionSentences)})** |`,
  `| the project's own texts | ${project.sentences} | ${project.flagged.size} | 0 | **${project.falseAlarms.size} (${percent(project.falseAlarms.size, project.sentences)})** |`,
  `| both | ${allCorrect} | | | **${allFalse} (${percent(allFalse, allCorrect)})** |`,
  '',
  `Baseline, the learners' own sentences (JFLEG \`dev.src\`): ${learners.flagged.size} of ${learners.sentences} flagged (${percent(learners.flagged.size, learners.sentences)}).`,
  `Flags on the corrections with no label (counted as false alarms): ${unlabelled.length}${unlabelled.length ? ` (${unlabelled.join(', ')})` : ''}.`,
  '',
  `| rule | flags on the corrections: an error | false alarm | flags on the project's texts |`,
  `| --- | ---: | ---: | ---: |`,
  ...[...new Set([...rules, ...project.byRule.keys()])]
    .sort()
    .map(
      (rule) =>
        `| ${rule} | ${ruleCount(rule, 'error')} | ${ruleCount(rule, 'falseAlarm')} | ${project.byRule.get(rule)?.falseAlarm ?? 0} |`,
    ),
];
console.log(lines.join('\n'));
