import type { ScorerMessage } from '@prepwise/contracts';
/** Writing task types scored by this module (names match the question bank). */
export type WritingTaskType = 'WRITING_SUMMARIZE_WRITTEN_TEXT' | 'WRITING_ESSAY' | 'SUMMARIZE_SPOKEN_TEXT';

/** Trait names, exactly as the rubric and the web app spell them. */
export type WritingTraitName =
  | 'content'
  | 'form'
  | 'grammar'
  | 'vocabulary'
  | 'spelling'
  | 'developmentStructureCoherence'
  | 'generalLinguisticRange';

/** What the candidate wrote plus the material the task was built from. */
export interface WritingInput {
  response: string;
  /** Reading passage (summarize written text) or lecture transcript (summarize spoken text). */
  source?: string;
  /** Essay prompt. */
  prompt?: string;
  /** Key ideas an author marked for the item; when absent they are derived from source/prompt. */
  keywords?: string[];
}

/** What an evidence span is about; the web app picks an icon and a colour from it. */
export type WritingEvidenceKind =
  | 'spelling'
  | 'grammar'
  | 'repeated-word'
  | 'repeated-text'
  | 'copied-source'
  | 'copied-prompt'
  | 'off-topic'
  | 'template'
  | 'keyword-covered'
  | 'keyword-missing'
  | 'connective'
  | 'form'
  | 'word-list'
  | 'not-english'
  | 'truncated'
  | 'sophisticated-word'
  /** One sentence saying why a low trait is low (first in its evidence, no span). */
  | 'trait-summary';

/** A character span of the response ([start, end) in UTF-16 code units) and why it matters. */
export interface WritingEvidence {
  start: number;
  end: number;
  text: string;
  kind: WritingEvidenceKind;
  /** Why, as a catalogue key with parameters (translated by the web and the report PDF). */
  message: ScorerMessage;
  suggestion?: string;
}

/** One trait: `raw` is the trait's own estimate before the rubric's zero rules, `score` the awarded integer. */
export interface WritingTraitResult {
  score: number;
  max: number;
  raw: number;
  evidence: WritingEvidence[];
}

/** The scored response. `score`/`max` sum the traits. */
export interface WritingResult {
  type: WritingTaskType;
  traits: Partial<Record<WritingTraitName, WritingTraitResult>>;
  score: number;
  max: number;
  flags: WritingFlag[];
}

/** Why a response was capped or zeroed; every gaming case has one. */
export type WritingFlag =
  | 'EMPTY_RESPONSE'
  | 'INPUT_TRUNCATED'
  | 'NOT_ENGLISH'
  | 'WORD_LIST'
  | 'REPEATED_TEXT'
  | 'OFF_TOPIC'
  | 'COPIED_PROMPT'
  | 'COPIED_SOURCE'
  | 'TEMPLATE_PADDING'
  | 'FORM_ZERO'
  | 'CONTENT_ZERO';
