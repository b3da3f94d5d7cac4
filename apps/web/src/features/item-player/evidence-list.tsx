import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UnderlinedText } from './underlined-text';
import type { EvidenceItem } from './lib/evidence';

/** Per-part evidence: position, the learner's answer and the right one, with an icon and a word. */
export function EvidenceList({ items }: { items: EvidenceItem[] }) {
  const { t } = useTranslation();
  if (items.length <= 1 && items.every((item) => item.kind === 'choice')) return null;
  return (
    <List spacing={4} size="sm" center aria-label={t('player.result.evidence')}>
      {items.map((item, index) => (
        <List.Item
          key={`${item.kind}-${item.position}-${index}`}
          icon={
            <ThemeIcon size={20} radius="xl" color={item.correct ? 'teal' : 'red'} aria-hidden>
              {item.correct ? <IconCheck size={12} /> : <IconX size={12} />}
            </ThemeIcon>
          }
        >
          <Text span size="sm">
            {t(`player.evidence.${item.kind === 'sub-question' ? 'subQuestion' : item.kind}`, {
              defaultValue: t('player.evidence.part'),
              n: item.position + 1,
            })}
            {': '}
            <Text span fw={600}>
              {item.correct ? t('player.evidence.correct') : t('player.evidence.incorrect')}
            </Text>
            {' — '}
            {t('player.evidence.given')} <UnderlinedText text={item.given ?? '—'} />
            {item.expected !== null && !item.correct && (
              <>
                {'; '}
                {t('player.evidence.expected')} <UnderlinedText text={item.expected} />
              </>
            )}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
