import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AccessControl } from '@prepwise/contracts';
import { formatCount, formatDate } from '../../../lib/format';
import { useAdminT } from '../lib/use-admin-t';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Stack>
  );
}

/** A learner's credits, read-only: what the learner's own access control shows them. */
export function CreditsPanel({ credits }: { credits: AccessControl }) {
  const { at, language } = useAdminT();
  const count = (value: number) => formatCount(value, language);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="credits-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="credits-title">
          {at('credits.title')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <Figure label={at('credits.aiScoring')} value={count(credits.numberAiScoring)} />
          <Figure label={at('credits.mocks')} value={count(credits.numberExamMock)} />
          <Figure label={at('credits.scoredMocks')} value={count(credits.numberScoreMock)} />
          <Figure label={at('credits.freeMocks')} value={count(credits.freeRandomMockLeft)} />
          <Figure
            label={at('credits.pack')}
            value={
              credits.subscriptionEnd
                ? at('credits.packUntil', { date: formatDate(credits.subscriptionEnd, language) })
                : at('credits.noPack')
            }
          />
          <Figure label={at('credits.fullBank')} value={credits.fullQuestionBank ? at('yes') : at('no')} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
