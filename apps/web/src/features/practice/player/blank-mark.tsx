import { Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EvidenceItem } from '../lib/evidence';

/** Next to a marked blank: a check, or a cross with the right word (icon + text, not only colour). */
export function BlankMark({ item }: { item: EvidenceItem | undefined }) {
  const { t } = useTranslation();
  if (!item) return null;
  return item.correct ? (
    <Text span c="teal.8" fw={600} size="sm" aria-label={t('player.evidence.correct')}>
      <IconCheck size={14} aria-hidden />
    </Text>
  ) : (
    <Text span c="red.8" fw={600} size="sm">
      <IconX size={14} aria-hidden /> {t('player.evidence.shouldBe', { word: item.expected ?? '—' })}{' '}
    </Text>
  );
}
