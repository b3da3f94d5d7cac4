import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { progressOf } from '@prepwise/contracts';

interface ProgressMeterProps {
  done: number;
  total: number;
  label: string;
}

/**
 * Practice progress through a type: percent capped at 100 with one decimal (the seed's rule), green
 * from 50 %. Below that it is drawn in the primary colour, not the error red: having practised few
 * questions yet is not a mistake (red stays for marks and scores below half).
 */
export function ProgressMeter({ done, total, label }: ProgressMeterProps) {
  const { t, i18n } = useTranslation();
  const { percent, tone } = progressOf(done, total);
  const shown = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(percent);
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={percent}
        color={tone === 'red' ? 'indigo' : 'teal'}
        size="md"
        radius="xl"
        style={{ flex: 1 }}
        aria-label={label}
      />
      <Text size="xs" fw={600} c={tone === 'red' ? 'indigo' : 'teal'} miw={44} ta="right">
        {t('practice.percent', { value: shown })}
      </Text>
    </Group>
  );
}
