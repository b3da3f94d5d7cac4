import { List, Text } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import type { ThptPrediction } from '@prepwise/contracts';
import { useTranslation } from 'react-i18next';
import { useProgressT } from '../lib/use-progress-t';
import { ProgressCard } from './progress-card';

/** The predicted THPT mark out of 10 with its range and where it comes from, or what is missing. */
export function ThptPredictionCard({ prediction }: { prediction: ThptPrediction }) {
  const { pt } = useProgressT();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const mark = (value: number) =>
    value.toLocaleString(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <ProgressCard
      icon={<IconSchool size={20} />}
      color="teal"
      title={pt('thptPrediction.title')}
      testId="progress-thpt-prediction"
    >
      {prediction.status === 'READY' ? (
        <>
          <Text fz={32} fw={700} lh={1.1}>
            {mark(prediction.mark)}
            <Text span c="dimmed" fz="md" fw={500} ml="xs">
              {pt('thptPrediction.range', { low: mark(prediction.low), high: mark(prediction.high) })}
            </Text>
          </Text>
          <Text size="sm">
            {pt('thptPrediction.explain', {
              items: prediction.items,
              days: prediction.days,
              low: mark(prediction.low),
              high: mark(prediction.high),
              mark: mark(prediction.mark),
            })}
          </Text>
        </>
      ) : (
        <>
          <Text fw={700}>{pt('prediction.notEnough')}</Text>
          <List size="sm" spacing={2}>
            {prediction.itemsNeeded > 0 && (
              <List.Item>{pt('prediction.needItems', { count: prediction.itemsNeeded })}</List.Item>
            )}
            {prediction.partsMissing.length > 0 && (
              <List.Item>
                {pt('thptPrediction.needParts', {
                  parts: prediction.partsMissing.map((part) => pt(`thptPrediction.part.${part}`)).join(', '),
                  perPart: prediction.itemsPerPart,
                  days: prediction.days,
                })}
              </List.Item>
            )}
          </List>
        </>
      )}
      <Text size="xs" c="dimmed">
        {pt('thptPrediction.model')}
      </Text>
    </ProgressCard>
  );
}
