import {
  platformName,
  type Language,
  type MockSectionKey,
  type SkillBand,
  type ThptPartMark,
} from '@prepwise/contracts';

/** The words of the PDF report in each interface language. */
export interface ReportTexts {
  title: string;
  learner: string;
  finished: string;
  overall: string;
  thptMark: string;
  /** THPT papers: the mark per part and per item type, and how the mark is made. */
  thptParts: string;
  thptPartNames: Record<ThptPartMark['part'], string>;
  thptTypes: string;
  thptCorrect: (correct: number, total: number) => string;
  thptNote: string;
  skills: string;
  skillNames: Record<'speaking' | 'writing' | 'reading' | 'listening', string>;
  bands: Record<SkillBand, string>;
  enabling: string;
  enablingNames: Record<
    | 'enaGrammar'
    | 'enaOraFluency'
    | 'enaPronunciation'
    | 'enaSpelling'
    | 'enaVocabulary'
    | 'enaWrittenDiscourse',
    string
  >;
  time: string;
  sections: Record<MockSectionKey, string>;
  minutesUsed: (used: string, allowed: number) => string;
  items: string;
  item: string;
  /** A generated mock's name ("PTE random mock 2026-11-28" in the row), said in the language. */
  randomMock: (kind: string, date: string) => string;
  mark: string;
  unanswered: string;
  previous: string;
  noPrevious: string;
  notAssessed: string;
  scaleNote: string;
}

const english: ReportTexts = {
  title: `${platformName} mock test report`,
  learner: 'Learner',
  finished: 'Finished',
  overall: 'Overall score (10-90)',
  thptMark: 'Mark out of 10',
  thptParts: 'Mark out of 10 per part',
  thptPartNames: {
    phonetics: 'Pronunciation and stress',
    communication: 'Communication',
    vocabulary: 'Vocabulary',
    grammar: 'Grammar',
    reading: 'Reading',
    writing: 'Sentence writing',
  },
  thptTypes: 'Mark out of 10 per question type',
  thptCorrect: (correct, total) => `${correct} of ${total} right`,
  thptNote:
    'The mark is 10 × questions right / questions, rounded to two decimals, as on the THPT national exam; each question of a reading passage counts once.',
  skills: 'Communicative skills',
  skillNames: { speaking: 'Speaking', writing: 'Writing', reading: 'Reading', listening: 'Listening' },
  bands: { excellent: 'Excellent', good: 'Good', fair: 'Fair', limited: 'Limited' },
  enabling: 'Enabling skills',
  enablingNames: {
    enaGrammar: 'Grammar',
    enaOraFluency: 'Oral fluency',
    enaPronunciation: 'Pronunciation',
    enaSpelling: 'Spelling',
    enaVocabulary: 'Vocabulary',
    enaWrittenDiscourse: 'Written discourse',
  },
  time: 'Time used per section',
  sections: {
    speaking: 'Speaking',
    summarizeWrittenText: 'Summarize written text',
    essay: 'Essay',
    timeBreak: 'Break',
    reading: 'Reading',
    summarizeSpokenText: 'Summarize spoken text',
    listening: 'Listening',
    thpt: 'Test paper',
  },
  minutesUsed: (used, allowed) => `${used} of ${allowed} min`,
  items: 'Items',
  item: 'Question',
  randomMock: (kind, date) => `${kind} random mock, ${date}`,
  mark: 'Mark',
  unanswered: 'not answered',
  previous: 'Your earlier mock tests',
  noPrevious: 'This is your first scored mock test.',
  notAssessed: 'not assessed',
  scaleNote:
    "Scores use this project's own 10-90 model (10 + 80 × the average share of its points each item earned, per skill); it is not Pearson's scale and does not predict an official result.",
};

const vietnamese: ReportTexts = {
  title: `Báo cáo bài thi thử ${platformName}`,
  learner: 'Học viên',
  finished: 'Hoàn thành',
  overall: 'Điểm tổng (10-90)',
  thptMark: 'Điểm trên thang 10',
  thptParts: 'Điểm trên thang 10 theo từng phần',
  thptPartNames: {
    phonetics: 'Phát âm và trọng âm',
    communication: 'Giao tiếp',
    vocabulary: 'Từ vựng',
    grammar: 'Ngữ pháp',
    reading: 'Đọc hiểu',
    writing: 'Viết câu',
  },
  thptTypes: 'Điểm trên thang 10 theo từng dạng câu hỏi',
  thptCorrect: (correct, total) => `đúng ${correct}/${total} câu`,
  thptNote:
    'Điểm = 10 × số câu đúng / tổng số câu, làm tròn đến hai chữ số thập phân, như kỳ thi tốt nghiệp THPT; mỗi câu hỏi của bài đọc tính là một câu.',
  skills: 'Kỹ năng giao tiếp',
  skillNames: { speaking: 'Nói', writing: 'Viết', reading: 'Đọc', listening: 'Nghe' },
  bands: { excellent: 'Xuất sắc', good: 'Tốt', fair: 'Khá', limited: 'Còn hạn chế' },
  enabling: 'Kỹ năng bổ trợ',
  enablingNames: {
    enaGrammar: 'Ngữ pháp',
    enaOraFluency: 'Độ trôi chảy',
    enaPronunciation: 'Phát âm',
    enaSpelling: 'Chính tả',
    enaVocabulary: 'Từ vựng',
    enaWrittenDiscourse: 'Diễn đạt bài viết',
  },
  time: 'Thời gian dùng cho từng phần',
  sections: {
    speaking: 'Nói',
    summarizeWrittenText: 'Tóm tắt bài đọc',
    essay: 'Bài luận',
    timeBreak: 'Nghỉ giải lao',
    reading: 'Đọc',
    summarizeSpokenText: 'Tóm tắt bài nghe',
    listening: 'Nghe',
    thpt: 'Đề thi',
  },
  minutesUsed: (used, allowed) => `${used} / ${allowed} phút`,
  items: 'Câu hỏi',
  item: 'Câu',
  randomMock: (kind, date) => `Đề thi thử ${kind} ngẫu nhiên, ${date}`,
  mark: 'Điểm',
  unanswered: 'chưa trả lời',
  previous: 'Các bài thi thử trước của bạn',
  noPrevious: 'Đây là bài thi thử đầu tiên được chấm của bạn.',
  notAssessed: 'chưa đánh giá',
  scaleNote:
    'Điểm dùng mô hình 10-90 riêng của dự án (10 + 80 × tỉ lệ điểm trung bình mỗi câu đạt được, theo từng kỹ năng); đây không phải thang điểm của Pearson và không dự đoán kết quả chính thức.',
};

const german: ReportTexts = {
  title: `${platformName}-Bericht zum Probetest`,
  learner: 'Lernende:r',
  finished: 'Beendet',
  overall: 'Gesamtpunktzahl (10-90)',
  thptMark: 'Note von 10',
  thptParts: 'Note von 10 je Teil',
  thptPartNames: {
    phonetics: 'Aussprache und Betonung',
    communication: 'Kommunikation',
    vocabulary: 'Wortschatz',
    grammar: 'Grammatik',
    reading: 'Leseverstehen',
    writing: 'Sätze schreiben',
  },
  thptTypes: 'Note von 10 je Aufgabentyp',
  thptCorrect: (correct, total) => `${correct} von ${total} richtig`,
  thptNote:
    'Die Note ist 10 × richtige Fragen / Fragen, auf zwei Dezimalstellen gerundet, wie in der nationalen THPT-Prüfung; jede Frage eines Lesetexts zählt einzeln.',
  skills: 'Kommunikative Fertigkeiten',
  skillNames: { speaking: 'Sprechen', writing: 'Schreiben', reading: 'Lesen', listening: 'Hören' },
  bands: { excellent: 'Ausgezeichnet', good: 'Gut', fair: 'Befriedigend', limited: 'Ausbaufähig' },
  enabling: 'Grundlegende Fertigkeiten',
  enablingNames: {
    enaGrammar: 'Grammatik',
    enaOraFluency: 'Sprechflüssigkeit',
    enaPronunciation: 'Aussprache',
    enaSpelling: 'Rechtschreibung',
    enaVocabulary: 'Wortschatz',
    enaWrittenDiscourse: 'Schriftlicher Ausdruck',
  },
  time: 'Benötigte Zeit je Teil',
  sections: {
    speaking: 'Sprechen',
    summarizeWrittenText: 'Text zusammenfassen',
    essay: 'Aufsatz',
    timeBreak: 'Pause',
    reading: 'Lesen',
    summarizeSpokenText: 'Gehörtes zusammenfassen',
    listening: 'Hören',
    thpt: 'Prüfungsbogen',
  },
  minutesUsed: (used, allowed) => `${used} von ${allowed} Min.`,
  items: 'Aufgaben',
  item: 'Frage',
  randomMock: (kind, date) => `Zufälliger ${kind}-Probetest, ${date}`,
  mark: 'Punkte',
  unanswered: 'nicht beantwortet',
  previous: 'Deine früheren Probetests',
  noPrevious: 'Dies ist dein erster bewerteter Probetest.',
  notAssessed: 'nicht bewertet',
  scaleNote:
    'Die Punkte folgen dem eigenen 10-90-Modell dieses Projekts (10 + 80 × durchschnittlicher Anteil der Punkte, den jede Aufgabe erreicht hat, je Fertigkeit); es ist nicht die Skala von Pearson und sagt kein offizielles Ergebnis voraus.',
};

export const reportTexts: Record<Language, ReportTexts> = { en: english, vi: vietnamese, de: german };
