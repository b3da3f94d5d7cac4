import { Group, Progress, SimpleGrid, Text } from '@mantine/core';
import {
  IconCalendarCheck,
  IconClipboardCheck,
  IconDice5,
  IconGift,
  IconSparkles,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { freeRandomMockAttempts, type AccessControl } from '@prepwise/contracts';
import { QueryStates } from '../../../components/ui/query-states';
import { SkeletonGrid } from '../../../components/ui/skeleton-grid';
import { formatCount, formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { accessControlQueryOptions } from '../../../lib/session/session-queries';
import { SummaryCard } from './summary-card';

function SummaryCards({ access }: { access: AccessControl }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const freeShare = Math.min(100, (access.freeRandomMockLeft / freeRandomMockAttempts) * 100);
  return (
    <>
      <SummaryCard
        icon={<IconSparkles size={20} />}
        color="indigo"
        label={t('home.access.aiScoring')}
        value={formatCount(access.numberAiScoring, language)}
        detail={t('home.access.aiScoringDetail', {
          daily: access.dailyAiScoringLeft,
          purchased: access.purchasedAiScoring,
        })}
      >
        {access.welcomeAiScoring > 0 && access.purchasedAiScoring > 0 && (
          <Group gap={6} wrap="nowrap" align="flex-start" data-testid="welcome-gift">
            <IconGift size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" fw={500}>
              {t('home.access.welcomeGift', { count: access.welcomeAiScoring })}
            </Text>
          </Group>
        )}
      </SummaryCard>
      <SummaryCard
        icon={<IconClipboardCheck size={20} />}
        color="teal"
        label={t('home.access.mocks')}
        value={formatCount(access.numberExamMock, language)}
        detail={t('home.access.mocksDetail', { count: access.numberScoreMock })}
      />
      <SummaryCard
        icon={<IconDice5 size={20} />}
        color="orange"
        label={t('home.access.freeRandom')}
        value={t('home.access.freeRandomValue', {
          left: access.freeRandomMockLeft,
          total: freeRandomMockAttempts,
        })}
        detail={t('home.access.freeRandomDetail', { total: freeRandomMockAttempts })}
      >
        <Progress
          value={freeShare}
          color={freeShare >= 50 ? 'teal' : 'red'}
          size="sm"
          aria-label={t('home.access.freeRandom')}
        />
      </SummaryCard>
      <SummaryCard
        icon={<IconCalendarCheck size={20} />}
        color="grape"
        label={t('home.access.pack')}
        value={
          access.subscriptionEnd ? formatDate(access.subscriptionEnd, language) : t('home.access.noPack')
        }
        detail={access.subscriptionEnd ? t('home.access.packUntil') : t('home.access.noPackDetail')}
      />
    </>
  );
}

/** Cards summarising access control: AI scoring left, mocks left, free random-mock attempts, pack. */
export function AccessSummary({ token }: { token: string }) {
  const { t } = useTranslation();
  const access = useQuery(accessControlQueryOptions(token));
  return (
    <QueryStates
      query={access}
      errorMessage={t('home.access.loadFailed')}
      loading={<SkeletonGrid count={4} height={150} cols={{ base: 1, xs: 2, lg: 4 }} />}
    >
      {(data) => (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
          <SummaryCards access={data} />
        </SimpleGrid>
      )}
    </QueryStates>
  );
}
