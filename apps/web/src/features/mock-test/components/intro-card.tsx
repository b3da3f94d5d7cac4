import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { IntroPage, MockRecord } from '@prepwise/contracts';
import { introPath, mockPlayerPath } from '../lib/mock-paths';
import { useIntroTexts } from '../lib/intro-texts';
import { useMockT } from '../lib/use-mock-t';

interface IntroCardProps {
  page: IntroPage;
  /** The learner's mock of this kind that is still in progress, if any. */
  inProgress: MockRecord | undefined;
}

/** One mock on offer: image, title, overview, size and time, and Start or Continue. */
export function IntroCard({ page, inProgress }: IntroCardProps) {
  const { mk } = useMockT();
  const texts = useIntroTexts(page);
  const titleId = `intro-${page.id}-title`;
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-labelledby={titleId}>
      {page.imageUrl && (
        <Card.Section>
          <Image src={page.imageUrl} alt="" h={140} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="xs" mt="sm" h="100%">
        <Title order={3} size="h4" id={titleId}>
          {texts?.title}
        </Title>
        <Group gap="xs">
          <Badge variant="light">{page.kind}</Badge>
          <Badge variant="light" color="gray" leftSection={<IconClock size={12} aria-hidden />}>
            {mk('intro.size', { count: page.totalQuestions, minutes: page.minutes })}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {texts?.overview}
        </Text>
        <Group gap="xs">
          {inProgress ? (
            <Button
              component={Link}
              to={mockPlayerPath(inProgress.id)}
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
            >
              {mk('action.continue')}
            </Button>
          ) : (
            <Button
              component={Link}
              to={introPath(page.id)}
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
            >
              {mk('action.start')}
            </Button>
          )}
          <Button component={Link} to={introPath(page.id)} variant="subtle">
            {mk('intro.details')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
