import { NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { readEvidence } from './lib/evidence';
import { shownBlanks } from './item-answer';
import { countBlanks, splitBlanks, splitCandidates } from './lib/text-markup';
import type { ItemPlayerProps } from './item-props';
import { SubmitButton } from './submit-button';
import { BlankMark } from './blank-mark';

const candidateFields = ['answerA', 'answerB', 'answerC', 'answerD', 'answerE'] as const;

/** Reading & writing FIB: a dropdown per `@Blank@` with that blank's '/'-separated candidates; `{blanks}`. */
export function FibDropdownPlayer(props: ItemPlayerProps) {
  const { question, value, onChange, result, isSubmitting, onSubmit, submitLabel } = props;
  const { t } = useTranslation();
  const text = question.text ?? '';
  const blanks = shownBlanks(countBlanks(text), value, result);
  const evidence = result ? readEvidence(result) : [];
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Text component="div" lh={2.4} style={{ overflowWrap: 'anywhere' }}>
          {splitBlanks(text).map((segment, index) => {
            if (segment.kind === 'text') return <Fragment key={index}>{segment.text}</Fragment>;
            const field = candidateFields[segment.index];
            const candidates = field ? splitCandidates(question[field]) : [];
            return (
              <Fragment key={index}>
                <NativeSelect
                  display="inline-block"
                  size="xs"
                  mx={4}
                  aria-label={t('player.blank', { n: segment.index + 1 })}
                  data={[
                    { value: '', label: '—' },
                    ...candidates.map((word) => ({ value: word, label: word })),
                  ]}
                  value={blanks[segment.index] ?? ''}
                  disabled={result !== undefined || isSubmitting}
                  onChange={(event) => {
                    const word = event.currentTarget.value || null;
                    onChange({ blanks: blanks.map((old, at) => (at === segment.index ? word : old)) });
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
        disabled={blanks.every((blank) => blank === null)}
        loading={isSubmitting}
        label={submitLabel}
        onClick={() => onSubmit({ blanks })}
      />
    </Stack>
  );
}
