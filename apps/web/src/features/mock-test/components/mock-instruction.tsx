import { Text } from '@mantine/core';
import type { QuestionType } from '@prepwise/contracts';
import { useMockT } from '../lib/use-mock-t';

/** Every task type a mock can hold, each with its one-line instruction in the mock namespace. */
export const instructedTypes = [
  'PHONETIC_PRONUNCIATION',
  'PHONETIC_STRESS',
  'COM_COM',
  'VOCAB_SYNONYM',
  'VOCAB_ANTONYM',
  'VOCAB_FINISH_SENTENCE',
  'VOCAB_FIND_INCORRECT',
  'GRAMMAR_FINISH_SENTENCE',
  'GRAMMAR_FIND_INCORRECT',
  'READING_FILL_IN_BLANK',
  'READING_COMPREHEND',
  'WRITING_COMBINE',
  'WRITING_REWRITE',
  'SPEAKING_READ_ALOUD',
  'REPEAT_SENTENCE',
  'DESCRIBE_IMAGE',
  'RETELL_LECTURE',
  'ANSWER_SHORT_QUESTION',
  'WRITING_SUMMARIZE_WRITTEN_TEXT',
  'WRITING_ESSAY',
  'READING_FIB_R_W',
  'READING_FIB_R',
  'READING_RE_ORDER_PARAGRAPH',
  'READING_MCQ_R_SINGLE_ANSWER',
  'READING_MCQ_R_MULTIPLE_ANSWER',
  'SUMMARIZE_SPOKEN_TEXT',
  'FIB_L',
  'MCQ_L_SINGLE_ANSWER',
  'MCQ_L_MULTIPLE_ANSWER',
  'HIGHLIGHT_CORRECT_SUMMARY',
  'SELECT_MISSING_WORD',
  'HIGHLIGHT_INCORRECT_WORD',
  'DICTATION',
] as const satisfies readonly QuestionType[];

const instructed = new Set<string>(instructedTypes);

/** What the learner is asked to do in an item of this type (synonym: the closest meaning, …). */
export function MockInstruction({ type }: { type: QuestionType }) {
  const { mk } = useMockT();
  if (!instructed.has(type)) return null;
  return (
    <Text fw={500} data-testid="task-instruction">
      {mk(`instruction.${type}`)}
    </Text>
  );
}
