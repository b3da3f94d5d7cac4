import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { correctLetters } from './lib/evidence';
import { ChoiceOptions } from './choice-options';
import { optionsOf, type ItemPlayerProps } from './item-props';
import { PromptText } from './prompt-text';
import { SubmitButton } from './submit-button';

const multipleTypes = new Set(['READING_MCQ_R_MULTIPLE_ANSWER', 'MCQ_L_MULTIPLE_ANSWER']);

/** A-D items (Vietnamese) and PTE multiple choice: passage, prompt and lettered options; answers `{selected}`. */
export function ChoicePlayer(props: ItemPlayerProps) {
  const { question, value, onChange, result, isSubmitting, onSubmit, submitLabel } = props;
  const { t } = useTranslation();
  const selected = (result ? result.response : value)?.selected ?? [];
  const multiple = multipleTypes.has(question.type);
  return (
    <Stack gap="md">
      {question.description && question.type !== 'DESCRIBE_IMAGE' && (
        <PromptText text={question.description} passage />
      )}
      <PromptText text={question.text} />
      <ChoiceOptions
        name={`question-${question.id}`}
        label={multiple ? t('player.chooseSeveral') : t('player.chooseOne')}
        options={optionsOf(question)}
        selected={selected}
        multiple={multiple}
        locked={result !== undefined || isSubmitting}
        rightLetters={result ? correctLetters(result) : undefined}
        onChange={(next) => onChange({ selected: next })}
      />
      <SubmitButton
        hidden={result !== undefined}
        disabled={selected.length === 0}
        loading={isSubmitting}
        label={submitLabel}
        onClick={() => onSubmit({ selected })}
      />
    </Stack>
  );
}
