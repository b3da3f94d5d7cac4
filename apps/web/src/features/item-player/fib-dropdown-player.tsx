import { NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { splitCandidates } from './lib/text-markup';
import type { ItemPlayerProps } from './item-props';
import { SubmitButton } from './submit-button';
import { BlankedText, readBlankedItem, withBlank } from './blanked-text';

const candidateFields = ['answerA', 'answerB', 'answerC', 'answerD', 'answerE'] as const;

/** Reading & writing FIB: a dropdown per `@Blank@` with that blank's '/'-separated candidates; `{blanks}`. */
export function FibDropdownPlayer(props: ItemPlayerProps) {
  const { question, onChange, result, isSubmitting, onSubmit, submitLabel } = props;
  const { t } = useTranslation();
  const { text, blanks, evidence } = readBlankedItem(props);
  const candidatesOf = (blank: number) => {
    const field = candidateFields[blank];
    return field ? splitCandidates(question[field]) : [];
  };
  return (
    <Stack gap="md">
      <BlankedText
        text={text}
        evidence={evidence}
        renderBlank={(blank) => (
          <NativeSelect
            display="inline-block"
            size="xs"
            mx={4}
            aria-label={t('player.blank', { n: blank + 1 })}
            data={[
              { value: '', label: '—' },
              ...candidatesOf(blank).map((word) => ({ value: word, label: word })),
            ]}
            value={blanks[blank] ?? ''}
            disabled={result !== undefined || isSubmitting}
            onChange={(event) =>
              onChange({ blanks: withBlank(blanks, blank, event.currentTarget.value || null) })
            }
          />
        )}
      />
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
