import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { progressOf } from '@prepwise/contracts';

interface ProgressMeterProps {
  done: number;
  total: number;
  label: string;
}

/** The seed's progress: percent capped at 100 with one decimal, red below 50 % and green otherwise. */
export function ProgressMeter({ done, total, label }: ProgressMeterProps) {
  const { t, i18n } = useTranslation();
  const { percent, tone } = progressOf(done, total);
  const shown = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(percent);
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={percent}
        color={tone === 'red' ? 'red' : 'teal'}
        size="md"
        radius="xl"
        style={{ flex: 1 }}
        aria-label={label}
      />
      <Text size="xs" fw={600} c={tone === 'red' ? 'red' : 'teal'} miw={44} ta="right">
        {t('practice.percent', { value: shown })}
      </Text>
    </Group>
  );
}
