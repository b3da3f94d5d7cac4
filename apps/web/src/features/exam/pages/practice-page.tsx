import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBookmarks, IconBooks, IconHistory, IconHome } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isPteType, questionTypes, type QuestionBankEntry } from '@prepwise/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryStates } from '../../../components/ui/query-states';
import { SkeletonGrid } from '../../../components/ui/skeleton-grid';
import { LinkButton } from '../../../components/ui/link-button';
import { paths } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/use-page-title';
import { BankCard, bookmarksPath, questionBankQueryOptions } from '../../practice';
import { SampleExams } from '../components/sample-exams';

function BankSection({ title, entries }: { title: string; entries: QuestionBankEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {entries.map((entry) => (
          <BankCard key={entry.type} entry={entry} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The sample exams, then the PTE and the Vietnamese types that have questions, in the bank's order. */
function Bank({ entries }: { entries: QuestionBankEntry[] }) {
  const { t } = useTranslation();
  const withQuestions = entries
    .filter((entry) => entry.total > 0)
    .sort((a, b) => questionTypes.indexOf(a.type) - questionTypes.indexOf(b.type));
  return (
    <>
      <SampleExams />
      <BankSection
        title={t('practice.bank.pte')}
        entries={withQuestions.filter((entry) => isPteType(entry.type))}
      />
      <BankSection
        title={t('practice.bank.vietnamese')}
        entries={withQuestions.filter((entry) => !isPteType(entry.type))}
      />
    </>
  );
}

/** /platform/exam: the question bank, PTE and Vietnamese types with their progress, and links to bookmarks and history. */
export function PracticePage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.practice'));
  const bank = useQuery(questionBankQueryOptions());

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 280px' }}>
          <Title order={1} size="h2">
            {t('practice.bank.title')}
          </Title>
          <Text c="dimmed">{t('practice.bank.subtitle')}</Text>
        </Stack>
        <Group gap="xs" component="nav" aria-label={t('practice.bank.shortcuts')}>
          <Button
            component={Link}
            to={bookmarksPath}
            state={{ from: 'bank' }}
            variant="light"
            leftSection={<IconBookmarks size={18} aria-hidden />}
          >
            {t('practice.bank.bookmarks')}
          </Button>
          <Button
            component={Link}
            to={paths.history}
            variant="subtle"
            leftSection={<IconHistory size={18} aria-hidden />}
          >
            {t('history.title')}
          </Button>
        </Group>
      </Group>
      <QueryStates
        query={bank}
        errorMessage={t('practice.bank.loadFailed')}
        loading={<SkeletonGrid count={6} height={112} cols={{ base: 1, xs: 2, md: 3 }} />}
        isEmpty={(entries) => entries.every((entry) => entry.total === 0)}
        empty={
          <EmptyState
            icon={<IconBooks size={32} />}
            title={t('practice.emptyTitle')}
            description={t('practice.emptyText')}
            action={
              <LinkButton to={paths.home} icon={<IconHome size={16} aria-hidden />}>
                {t('common.backHome')}
              </LinkButton>
            }
          />
        }
      >
        {(entries) => <Bank entries={entries} />}
      </QueryStates>
    </Stack>
  );
}
