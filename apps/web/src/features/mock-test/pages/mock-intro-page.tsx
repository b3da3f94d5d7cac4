import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Image,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconPlayerPlay, IconTarget } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import type { IntroPage, MockRecord } from '@prepwise/contracts';
import { QueryStates } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { apiErrorText } from '../../../lib/api-error-text';
import { createMock, introPageQueryOptions, mockKey, mocksQueryOptions } from '../api/mock-api';
import { MicrophoneCheck } from '../components/microphone-check';
import { sectionsOfBlueprint } from '../lib/blueprint-sections';
import { mockPackPath, mockPaths, mockPlayerPath } from '../lib/mock-paths';
import { useIntroTexts } from '../lib/intro-texts';
import { useMockT } from '../lib/use-mock-t';
import { BackLink } from '../../../components/ui/back-link';

/**
 * /platform/mock-test/intro/:id: what the mock is, its package, sections and minutes, the
 * microphone check when it has spoken items, and Start.
 */
export function MockIntroPage() {
  const { mk } = useMockT();
  const id = Number(useParams().id);
  const page = useQuery({ ...introPageQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  // Asked for alongside the page (not after it): an unfinished mock of this kind is offered to continue.
  const mocks = useQuery(mocksQueryOptions());
  const texts = useIntroTexts(page.data);
  usePageTitle(texts?.title ?? mk('title'));
  const back = <BackLink to={mockPaths.list} label={mk('intro.back')} />;
  return (
    <Stack gap="lg">
      {back}
      <QueryStates
        query={page}
        errorMessage={mk('intro.loadFailed')}
        loading={
          <Stack gap="md" aria-busy>
            <Skeleton height={240} radius="lg" />
            <Skeleton height={160} radius="lg" />
          </Stack>
        }
      >
        {(intro) => <IntroView intro={intro} mocks={mocks.data} />}
      </QueryStates>
    </Stack>
  );
}

/** The mock's card, its sections and minutes, the microphone check, and Start (or Continue). */
function IntroView({ intro, mocks }: { intro: IntroPage; mocks: MockRecord[] | undefined }) {
  const { mk } = useMockT();
  const texts = useIntroTexts(intro);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => createMock({ kind: intro.kind, blueprint: intro.blueprint }),
    onSuccess: async (mockId) => {
      await queryClient.invalidateQueries({ queryKey: mockKey });
      await navigate(mockPlayerPath(mockId));
    },
  });

  const inProgress = mocks?.find(
    (mock) =>
      mock.status === 'INPROGRESS' &&
      mock.kind === intro.kind &&
      mock.totalQuestions === intro.totalQuestions,
  );
  const sections = sectionsOfBlueprint(intro);
  const hasSpeaking = sections.some((section) => section.key === 'speaking' && section.items > 0);
  return (
    <>
      <Card withBorder radius="lg" padding="md">
        {intro.imageUrl && (
          <Card.Section>
            <Image src={intro.imageUrl} alt="" h={{ base: 140, sm: 220 }} fit="cover" />
          </Card.Section>
        )}
        <Stack gap="sm" mt="md">
          <Title order={1} size="h2">
            {texts?.title}
          </Title>
          <Text fw={500}>{texts?.overview}</Text>
          <Text c="dimmed">{texts?.description}</Text>
          {intro.package && (
            <Text size="sm">
              {mk('intro.package')}{' '}
              <Anchor component={Link} to={mockPackPath(intro.package.id)}>
                {intro.package.name}
              </Anchor>
            </Text>
          )}
        </Stack>
      </Card>
      <Alert color="blue" variant="light" icon={<IconTarget aria-hidden />} title={mk('intro.levelTitle')}>
        {mk('intro.levelText')}
      </Alert>
      <section aria-labelledby="intro-sections-title">
        <Title order={2} size="h3" id="intro-sections-title" mb="sm">
          {mk('intro.sectionsTitle', { count: intro.totalQuestions, minutes: intro.minutes })}
        </Title>
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{mk('intro.section')}</Table.Th>
              <Table.Th ta="right">{mk('intro.items')}</Table.Th>
              <Table.Th ta="right">{mk('intro.minutes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sections.map((section) => (
              <Table.Tr key={section.key}>
                <Table.Td>{mk(`section.${section.key}`)}</Table.Td>
                <Table.Td ta="right">{section.items || '–'}</Table.Td>
                <Table.Td ta="right">{section.minutes}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </section>
      <Text size="sm" c="dimmed">
        {intro.kind === 'THPT' ? mk('intro.rulesThpt') : mk('intro.rules')}
      </Text>
      {hasSpeaking && <MicrophoneCheck />}
      {create.isError && (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(create.error)}
        </Alert>
      )}
      {inProgress && (
        <Alert color="yellow" variant="light">
          {mk('intro.replaceWarning')}
        </Alert>
      )}
      <Group gap="sm">
        {inProgress && (
          <Button
            component={Link}
            to={mockPlayerPath(inProgress.id)}
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
          >
            {mk('action.continue')}
          </Button>
        )}
        <Button
          variant={inProgress ? 'default' : 'filled'}
          loading={create.isPending}
          onClick={() => create.mutate()}
          leftSection={inProgress ? undefined : <IconPlayerPlay size={16} aria-hidden />}
        >
          {inProgress ? mk('intro.startNew') : mk('intro.start')}
        </Button>
      </Group>
    </>
  );
}
