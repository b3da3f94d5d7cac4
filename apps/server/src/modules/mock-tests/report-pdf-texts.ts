import { platformName, type Language, type MockSectionKey, type SkillBand } from '@prepwise/contracts';

/** The words of the PDF report in each interface language. */
export interface ReportTexts {
  title: string;
  learner: string;
  finished: string;
  overall: string;
  thptMark: string;
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
  item: 'Item',
  mark: 'Mark',
  unanswered: 'not answered',
  previous: 'Your earlier mock tests',
  noPrevious: 'This is your first scored mock test.',
  notAssessed: 'not assessed',
  scaleNote:
    "Scores use this project's own 10-90 model (10 + 80 × points earned / points possible per skill); it is not Pearson's scale and does not predict an official result.",
};

const vietnamese: ReportTexts = {
  title: `Báo cáo bài thi thử ${platformName}`,
  learner: 'Học viên',
  finished: 'Hoàn thành',
  overall: 'Điểm tổng (10-90)',
  thptMark: 'Điểm trên thang 10',
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
  mark: 'Điểm',
  unanswered: 'chưa trả lời',
  previous: 'Các bài thi thử trước của bạn',
  noPrevious: 'Đây là bài thi thử đầu tiên được chấm của bạn.',
  notAssessed: 'chưa đánh giá',
  scaleNote:
    'Điểm dùng mô hình 10-90 riêng của dự án (10 + 80 × điểm đạt / điểm tối đa của từng kỹ năng); đây không phải thang điểm của Pearson và không dự đoán kết quả chính thức.',
};

const german: ReportTexts = {
  title: `${platformName}-Bericht zum Probetest`,
  learner: 'Lernende:r',
  finished: 'Beendet',
  overall: 'Gesamtpunktzahl (10-90)',
  thptMark: 'Note von 10',
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
  item: 'Aufgabe',
  mark: 'Punkte',
  unanswered: 'nicht beantwortet',
  previous: 'Deine früheren Probetests',
  noPrevious: 'Dies ist dein erster bewerteter Probetest.',
  notAssessed: 'nicht bewertet',
  scaleNote:
    'Die Punkte folgen dem eigenen 10-90-Modell dieses Projekts (10 + 80 × erreichte / mögliche Punkte je Fertigkeit); es ist nicht die Skala von Pearson und sagt kein offizielles Ergebnis voraus.',
};

export const reportTexts: Record<Language, ReportTexts> = { en: english, vi: vietnamese, de: german };
