import type { ReportedScores } from './reported-scores.js';

/** The score fields of a mock detail (docs/product.md §3) as the web shows them. */
export interface MockDetailScores {
  overallScore: number | null;
  scoreSpeaking: number | null;
  scoreWriting: number | null;
  scoreReading: number | null;
  scoreListening: number | null;
  enaGrammar: number | null;
  enaOraFluency: number | null;
  enaPronunciation: number | null;
  enaSpelling: number | null;
  enaVocabulary: number | null;
  enaWrittenDiscourse: number | null;
}

/** Names reported scores with the mock detail's field names (`score*`, `ena*`, `overallScore`). */
export function toMockDetailScores(scores: ReportedScores): MockDetailScores {
  const { communicative, enabling } = scores;
  return {
    overallScore: scores.overall.score,
    scoreSpeaking: communicative.speaking.score,
    scoreWriting: communicative.writing.score,
    scoreReading: communicative.reading.score,
    scoreListening: communicative.listening.score,
    enaGrammar: enabling.grammar.score,
    enaOraFluency: enabling.oralFluency.score,
    enaPronunciation: enabling.pronunciation.score,
    enaSpelling: enabling.spelling.score,
    enaVocabulary: enabling.vocabulary.score,
    enaWrittenDiscourse: enabling.writtenDiscourse.score,
  };
}

/**
 * The PTE score fields of a mock that has none (a THPT paper): every 10-90 skill, its band and
 * every enabling skill null.
 */
export const noPteScores = {
  scoreSpeaking: null,
  scoreWriting: null,
  scoreReading: null,
  scoreListening: null,
  comSpeaking: null,
  comWriting: null,
  comReading: null,
  comListening: null,
  enaGrammar: null,
  enaOraFluency: null,
  enaPronunciation: null,
  enaSpelling: null,
  enaVocabulary: null,
  enaWrittenDiscourse: null,
} as const;
