import { Button, Card, Group, NativeSelect, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconMessageStar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PagedList } from '../../../components/lists/paged-list';
import { usePaging } from '../../../components/lists/pager';
import { EmptyState } from '../../../components/ui/empty-state';
import { ExportButtons } from '../../../components/ui/export-buttons';
import { formatDate } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  adminSurvey,
  surveyAnswersQueryOptions,
  surveyQueryOf,
  type SurveyFilters,
} from '../api/admin-survey-api';
import { SurveySummaryCard } from '../components/survey-summary-card';
import { useAdminT } from '../lib/use-admin-t';

const stars = ['1', '2', '3', '4', '5'] as const;

/** The filters: stars, page, words; applied with the button (or Enter), cleared at once. */
function SurveyFiltersForm({ onApply }: { onApply: (filters: SurveyFilters) => void }) {
  const { at } = useAdminT();
  const [rating, setRating] = useState('');
  const [path, setPath] = useState('');
  const [q, setQ] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ rating: rating ? Number(rating) : undefined, path, q });
  };
  const clear = () => {
    setRating('');
    setPath('');
    setQ('');
    onApply({});
  };
  return (
    <form onSubmit={submit} aria-label={at('survey.filters')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={at('survey.rating')}
          data={[
            { value: '', label: at('survey.anyRating') },
            ...stars.map((value) => ({ value, label: at('survey.stars', { count: Number(value) }) })),
          ]}
          value={rating}
          onChange={(event) => setRating(event.currentTarget.value)}
          w={160}
        />
        <TextInput
          label={at('survey.page')}
          placeholder="/platform/exam"
          value={path}
          onChange={(event) => setPath(event.currentTarget.value)}
          w={220}
        />
        <TextInput
          label={at('survey.words')}
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          w={220}
        />
        <Button type="submit">{at('survey.apply')}</Button>
        <Button variant="default" onClick={clear}>
          {at('survey.clear')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * /platform/admin/survey: what learners said in the survey: the average stars (overall and per
 * page), the answers newest first with who gave them, filtered by stars, page and words, and a
 * CSV or XLSX of the filtered answers.
 */
export function AdminSurveyPage() {
  const { at, language } = useAdminT();
  usePageTitle(at('survey.title'));
  const [filters, setFilters] = useState<SurveyFilters>({});
  const paging = usePaging(25);
  const answers = useQuery(surveyAnswersQueryOptions(filters, paging.page, paging.size));
  const apply = (next: SurveyFilters) => {
    setFilters(next);
    paging.setPage(0);
  };
  return (
    <PagedList
      title={at('survey.title')}
      subtitle={at('survey.subtitle')}
      toolbar={
        <Stack gap="md">
          <SurveyFiltersForm onApply={apply} />
          <SurveySummaryCard filters={filters} />
          <ExportButtons
            labels={{ csv: at('survey.exportCsv'), xlsx: at('survey.exportXlsx') }}
            baseName="survey-answers"
            download={(format) =>
              adminSurvey.export(
                { query: { ...surveyQueryOf(filters), format } },
                { context: { silent: true } },
              )
            }
          />
        </Stack>
      }
      query={answers}
      loadFailed={at('survey.loadFailed')}
      loading={<Skeleton height={240} radius="md" role="status" aria-label={at('survey.loading')} />}
      isEmpty={(data) => data.total === 0}
      empty={
        <EmptyState
          icon={<IconMessageStar size={32} />}
          title={at('survey.emptyTitle')}
          description={at('survey.emptyText')}
        />
      }
      pager={(data) => ({ paging, total: data.total, sizeLabel: at('survey.pageSize') })}
    >
      {(data) => (
        <Stack
          gap="sm"
          component="ul"
          aria-label={at('survey.list')}
          style={{ listStyle: 'none', padding: 0 }}
        >
          {data.items.map((answer) => (
            <Card key={answer.id} withBorder radius="md" padding="sm" component="li">
              <Stack gap={4}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text fw={600}>{at('survey.stars', { count: answer.rating })}</Text>
                  <Text size="sm" c="dimmed">
                    {formatDate(answer.createdDate, language)}
                  </Text>
                </Group>
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{answer.feedback}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {answer.user.fullName} · {answer.user.email}
                  {answer.page ? ` · ${answer.page}` : ''}
                </Text>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </PagedList>
  );
}
