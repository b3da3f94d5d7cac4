import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isItemQuestionType, type QuestionType } from '@prepwise/contracts';

/**
 * What the learner is asked to do in an item of this type (synonym: the closest meaning; repeat
 * sentence: repeat it exactly, …), the same line in practice and in a mock. Every item type of
 * the contracts has its text under `instruction.<TYPE>`; a plan's pseudo-types have none.
 */
export function ItemInstruction({ type }: { type: QuestionType }) {
  const { t } = useTranslation();
  if (!isItemQuestionType(type)) return null;
  return (
    <Text fw={500} data-testid="task-instruction">
      {t(`instruction.${type}`)}
    </Text>
  );
}
