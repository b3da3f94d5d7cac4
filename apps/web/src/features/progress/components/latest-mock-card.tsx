import { Group, Text } from '@mantine/core';
import { IconArrowRight, IconClipboardCheck } from '@tabler/icons-react';
import type { Progress } from '@prepwise/contracts';
import { LinkButton } from '../../../components/ui/link-button';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/routes';
import { mockResultPath } from '../lib/progress-paths';
import { useProgressT } from '../lib/use-progress-t';
import { ProgressCard } from './progress-card';
import { useMockName } from '../../../lib/mock-name';

/** The last finished mock test: its name, overall score (or that it is being scored) and the way to its result. */
export function LatestMockCard({ mock }: { mock: Progress['latestMock'] }) {
  const { pt } = useProgressT();
  const mockName = useMockName();
  return (
    <ProgressCard
      icon={<IconClipboardCheck size={20} />}
      color="teal"
      title={pt('mock.title')}
      testId="progress-mock"
    >
      {mock ? (
        <>
          <Text fz={32} fw={700} lh={1.1}>
            {mock.overallScore !== null ? pt('mock.score', { score: mock.overallScore }) : pt('mock.scoring')}
          </Text>
          <Text size="sm">{mockName(mock.name)}</Text>
          <Text size="sm" c="dimmed">
            {pt('mock.finished', { date: formatDate(mock.finishedDate, currentLanguage()) })}
          </Text>
          <Group>
            <LinkButton to={mockResultPath(mock.id)} icon={<IconArrowRight size={16} aria-hidden />}>
              {pt('mock.open')}
            </LinkButton>
          </Group>
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {pt('mock.none')}
          </Text>
          <Group>
            <LinkButton to={paths.mockTests} icon={<IconArrowRight size={16} aria-hidden />}>
              {pt('mock.start')}
            </LinkButton>
          </Group>
        </>
      )}
    </ProgressCard>
  );
}
