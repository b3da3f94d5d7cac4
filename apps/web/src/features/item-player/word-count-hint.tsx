import { Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { countWords, wordCountStatus } from './lib/text-markup';

/** Live word count against the task's limits; outside them it turns red AND says so. */
export function WordCountHint({
  text,
  limit,
  id,
}: {
  text: string;
  limit: { min: number; max: number };
  id: string;
}) {
  const { t } = useTranslation();
  const count = countWords(text);
  const status = wordCountStatus(count, limit);
  const isOk = status === 'ok';
  return (
    <Text id={id} size="sm" c={isOk ? 'teal' : 'red'} fw={600} aria-live="polite">
      {isOk ? <IconCheck size={14} aria-hidden /> : <IconAlertTriangle size={14} aria-hidden />}{' '}
      {t('player.words.count', { count, min: limit.min, max: limit.max })}
      {!isOk && ` — ${t(`player.words.${status}`)}`}
    </Text>
  );
}
