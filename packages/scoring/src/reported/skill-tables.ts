export const communicativeSkills = ['speaking', 'writing', 'reading', 'listening'] as const;
export type CommunicativeSkill = (typeof communicativeSkills)[number];

export const enablingSkills = [
  'grammar',
  'oralFluency',
  'pronunciation',
  'spelling',
  'vocabulary',
  'writtenDiscourse',
] as const;
export type EnablingSkill = (typeof enablingSkills)[number];

/**
 * Which communicative skills a PTE item contributes to (scoring.md, "Reported scores"), after
 * PTE's integrated scoring: an integrated item counts its points towards each of its skills.
 */
export const itemSkills: Readonly<Record<string, readonly CommunicativeSkill[]>> = {
  SPEAKING_READ_ALOUD: ['speaking', 'reading'],
  REPEAT_SENTENCE: ['speaking', 'listening'],
  RETELL_LECTURE: ['speaking', 'listening'],
  ANSWER_SHORT_QUESTION: ['speaking', 'listening'],
  DESCRIBE_IMAGE: ['speaking'],
  WRITING_SUMMARIZE_WRITTEN_TEXT: ['writing', 'reading'],
  WRITING_ESSAY: ['writing'],
  READING_FIB_R_W: ['reading', 'writing'],
  READING_FIB_R: ['reading'],
  READING_MCQ_R_SINGLE_ANSWER: ['reading'],
  READING_MCQ_R_MULTIPLE_ANSWER: ['reading'],
  READING_RE_ORDER_PARAGRAPH: ['reading'],
  SUMMARIZE_SPOKEN_TEXT: ['listening', 'writing'],
  FIB_L: ['listening', 'writing'],
  DICTATION: ['listening', 'writing'],
  HIGHLIGHT_CORRECT_SUMMARY: ['listening', 'reading'],
  HIGHLIGHT_INCORRECT_WORD: ['listening', 'reading'],
  MCQ_L_SINGLE_ANSWER: ['listening'],
  MCQ_L_MULTIPLE_ANSWER: ['listening'],
  SELECT_MISSING_WORD: ['listening'],
};

/**
 * Trait name -> enabling skill. Keys are trait names lower-cased with separators removed, so
 * "oralFluency", "oral fluency" and "oral_fluency" all match. Written discourse pools form,
 * development-structure-coherence and general linguistic range. Other traits (content) feed
 * only the communicative skills.
 */
export const traitEnablingSkill: Readonly<Record<string, EnablingSkill>> = {
  grammar: 'grammar',
  oralfluency: 'oralFluency',
  fluency: 'oralFluency',
  pronunciation: 'pronunciation',
  spelling: 'spelling',
  vocabulary: 'vocabulary',
  form: 'writtenDiscourse',
  developmentstructurecoherence: 'writtenDiscourse',
  developmentstructureandcoherence: 'writtenDiscourse',
  generallinguisticrange: 'writtenDiscourse',
  linguisticrange: 'writtenDiscourse',
};

/** The key a trait name is looked up by in {@link traitEnablingSkill}. */
export function traitKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, '');
}
