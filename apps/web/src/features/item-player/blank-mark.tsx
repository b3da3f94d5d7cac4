import { Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EvidenceItem } from './lib/evidence';

/** Next to a marked blank: a check, or a cross with the right word (icon + text, not only colour). */
export function BlankMark({ item }: { item: EvidenceItem | undefined }) {
  const { t } = useTranslation();
  if (!item) return null;
  return item.correct ? (
    <Text span c="teal" fw={600} size="sm">
      <IconCheck size={14} aria-hidden />
      <VisuallyHidden>{t('player.evidence.correct')}</VisuallyHidden>
    </Text>
  ) : (
    <Text span c="red" fw={600} size="sm">
      <IconX size={14} aria-hidden /> {t('player.evidence.shouldBe', { word: item.expected ?? '—' })}{' '}
    </Text>
  );
}
