import { Paper, Stack, Text, TextInput } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { readEvidence } from '../lib/evidence';
import { shownBlanks } from '../item-answer';
import { countBlanks, splitBlanks } from '../lib/text-markup';
import { BlankMark } from '../blank-mark';
import type { ItemPlayerProps } from '../item-props';
import { SubmitButton } from '../submit-button';

/** Listening FIB: type each missing word into the transcript's blanks; answers `{blanks}`. */
export function FibTypedPlayer(props: ItemPlayerProps) {
  const { question, value, onChange, result, isSubmitting, onSubmit, submitLabel } = props;
  const { t } = useTranslation();
  const text = question.text ?? '';
  // The blanks as typed (spaces kept while typing); they are trimmed when sent.
  const blanks = shownBlanks(countBlanks(text), value, result);
  const evidence = result ? readEvidence(result) : [];
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Text component="div" lh={2.4} style={{ overflowWrap: 'anywhere' }}>
          {splitBlanks(text).map((segment, index) => {
            if (segment.kind === 'text') return <Fragment key={index}>{segment.text}</Fragment>;
            return (
              <Fragment key={index}>
                <TextInput
                  display="inline-block"
                  size="xs"
                  w={120}
                  mx={4}
                  aria-label={t('player.blank', { n: segment.index + 1 })}
                  value={blanks[segment.index] ?? ''}
                  disabled={result !== undefined || isSubmitting}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => {
                    const typed = event.currentTarget.value || null;
                    onChange({ blanks: blanks.map((old, at) => (at === segment.index ? typed : old)) });
                  }}
                />
                <BlankMark item={evidence.find((item) => item.position === segment.index)} />
              </Fragment>
            );
          })}
        </Text>
      </Paper>
      <SubmitButton
        hidden={result !== undefined}
        disabled={blanks.every((blank) => !blank)}
        loading={isSubmitting}
        label={submitLabel}
        onClick={() => onSubmit({ blanks: blanks.map((blank) => blank?.trim() || null) })}
      />
    </Stack>
  );
}
