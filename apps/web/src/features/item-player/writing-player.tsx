import { Stack, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { wordLimits } from '@prepwise/contracts';
import type { ItemPlayerProps } from './item-props';
import { PromptText } from './prompt-text';
import { SubmitButton } from './submit-button';
import { WordCountHint } from './word-count-hint';

interface WritingPlayerProps extends ItemPlayerProps {
  /** Shown above the prompt (the audio of listening tasks). */
  before?: ReactNode;
  /** Whether the task's prompt text is shown (dictation keeps its sentence hidden). */
  showText?: boolean;
}

/** Writing tasks (essay, summaries, dictation): a textarea with a live word count; answers `{text}`. */
export function WritingPlayer(props: WritingPlayerProps) {
  const { question, value, onChange, result, isSubmitting, onSubmit, submitLabel } = props;
  const { before, showText = true } = props;
  const { t } = useTranslation();
  const text = (result ? result.response : value)?.text ?? '';
  const limit =
    question.type in wordLimits ? wordLimits[question.type as keyof typeof wordLimits] : undefined;
  const countId = `words-${question.id}`;
  const isPassage = question.type === 'WRITING_SUMMARIZE_WRITTEN_TEXT';
  return (
    <Stack gap="md">
      {before}
      {showText && <PromptText text={question.text} passage={isPassage} />}
      <Textarea
        label={question.type === 'DICTATION' ? t('player.dictationLabel') : t('player.writingLabel')}
        value={text}
        onChange={(event) => onChange({ text: event.currentTarget.value })}
        autosize
        minRows={question.type === 'WRITING_ESSAY' ? 10 : 4}
        disabled={result !== undefined || isSubmitting}
        aria-describedby={limit ? countId : undefined}
        spellCheck={false}
        autoComplete="off"
      />
      {limit && <WordCountHint text={text} limit={limit} id={countId} />}
      <SubmitButton
        hidden={result !== undefined}
        disabled={text.trim().length === 0}
        loading={isSubmitting}
        // An essay or a summary is saved for AI scoring, not checked: only dictation is marked at once.
        label={submitLabel ?? (question.type === 'DICTATION' ? undefined : t('player.submitOpen'))}
        onClick={() => onSubmit({ text })}
      />
    </Stack>
  );
}
