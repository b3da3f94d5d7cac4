import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestionType } from '@prepwise/contracts';

/** Types whose items carry no prompt text of their own, so the player says what to do. */
const instructedTypes = new Set<QuestionType>([
  'DICTATION',
  'SUMMARIZE_SPOKEN_TEXT',
  'REPEAT_SENTENCE',
  'RETELL_LECTURE',
  'ANSWER_SHORT_QUESTION',
]);

/** A one-line instruction for task types whose items have no text (listen-and-respond tasks). */
export function TaskInstruction({ type }: { type: QuestionType }) {
  const { t } = useTranslation();
  if (!instructedTypes.has(type)) return null;
  return (
    <Text c="dimmed" size="sm">
      {t(`player.instruction.${type}`)}
    </Text>
  );
}
