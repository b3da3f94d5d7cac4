import { List, Text } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import type { Prediction } from '@prepwise/contracts';
import { useProgressT } from '../lib/use-progress-t';
import { ProgressCard } from './progress-card';

/** The predicted overall score with its range and one sentence on where it comes from, or what is missing. */
export function PredictionCard({ prediction }: { prediction: Prediction }) {
  const { pt } = useProgressT();
  return (
    <ProgressCard
      icon={<IconTarget size={20} />}
      color="indigo"
      title={pt('prediction.title')}
      testId="progress-prediction"
    >
      {prediction.status === 'READY' ? (
        <>
          <Text fz={32} fw={700} lh={1.1}>
            {prediction.score}
            <Text span c="dimmed" fz="md" fw={500} ml="xs">
              {pt('prediction.range', { low: prediction.low, high: prediction.high })}
            </Text>
          </Text>
          <Text size="sm">
            {pt('prediction.explain', {
              items: prediction.items,
              days: prediction.days,
              low: prediction.low,
              high: prediction.high,
              score: prediction.score,
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
            {prediction.skillsMissing.length > 0 && (
              <List.Item>
                {pt('prediction.needSkills', {
                  skills: prediction.skillsMissing.map((skill) => pt(`skill.${skill}`)).join(', '),
                  perSkill: prediction.itemsPerSkill,
                  days: prediction.days,
                })}
              </List.Item>
            )}
          </List>
        </>
      )}
      <Text size="xs" c="dimmed">
        {pt('prediction.model')}
      </Text>
    </ProgressCard>
  );
}
