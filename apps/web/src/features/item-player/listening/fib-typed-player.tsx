import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BlankedText, readBlankedItem, withBlank } from '../blanked-text';
import type { ItemPlayerProps } from '../item-props';
import { SubmitButton } from '../submit-button';

/** Listening FIB: type each missing word into the transcript's blanks; answers `{blanks}`. */
export function FibTypedPlayer(props: ItemPlayerProps) {
  const { onChange, result, isSubmitting, onSubmit, submitLabel } = props;
  const { t } = useTranslation();
  // The blanks as typed (spaces kept while typing); they are trimmed when sent.
  const { text, blanks, evidence } = readBlankedItem(props);
  return (
    <Stack gap="md">
      <BlankedText
        text={text}
        evidence={evidence}
        renderBlank={(blank) => (
          <TextInput
            display="inline-block"
            size="xs"
            w={120}
            mx={4}
            aria-label={t('player.blank', { n: blank + 1 })}
            value={blanks[blank] ?? ''}
            disabled={result !== undefined || isSubmitting}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) =>
              onChange({ blanks: withBlank(blanks, blank, event.currentTarget.value || null) })
            }
          />
        )}
      />
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
