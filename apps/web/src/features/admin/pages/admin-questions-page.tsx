import {
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconQuestionMark, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { examFamilies, itemQuestionTypes, type AdminQuestionSummary } from '@prepwise/contracts';
import { ListStates } from '../../../components/lists/paged-list';
import { usePaging } from '../../../components/lists/pager';
import { PlainList } from '../../../components/lists/plain-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  adminQuestionsKey,
  adminQuestionsQueryOptions,
  applyAdminQuestionAction,
} from '../api/admin-questions-api';
import { ActivationToggle } from '../components/activation-toggle';
import { QuestionFileTools } from '../components/question-file-tools';
import { adminQuestionPath } from '../lib/admin-paths';
import { useQuestionsT } from '../lib/use-questions-t';

const sortValues = ['id,desc', 'id,asc', 'type,asc', 'updatedDate,desc'] as const;
type Filter = 'q' | 'type' | 'family' | 'active' | 'sort';

function QuestionList({ questions }: { questions: AdminQuestionSummary[] }) {
  const { qt, t } = useQuestionsT();
  return (
    <PlainList aria-label={qt('list.label')}>
      {questions.map((question) => (
        <li key={question.id}>
          <Card withBorder radius="md" padding="sm" data-testid="admin-question">
            <Group justify="space-between" align="flex-start" gap="xs">
              <Stack gap={4} style={{ minWidth: 0, flex: '1 1 220px' }}>
                <Group gap="xs">
                  <Text fw={700} ff="monospace">
                    #{question.id}
                  </Text>
                  <Text size="sm" fw={600}>
                    {t(`questionType.${question.type}`)}
                  </Text>
                  <Badge variant="light" color={question.activated ? 'teal' : 'gray'} tt="none">
                    {question.activated ? qt('state.active') : qt('state.inactive')}
                  </Badge>
                  {question.repeated && (
                    <Badge variant="light" color="grape" tt="none">
                      {qt('state.repeated')}
                    </Badge>
                  )}
                  {question.hasAudio && (
                    <Badge variant="outline" color="blue" tt="none">
                      {qt('state.audio')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {question.excerpt || qt('list.noText')}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  component={Link}
                  to={adminQuestionPath(question.id)}
                  aria-label={qt('list.editLabel', { id: question.id })}
                >
                  {qt('list.edit')}
                </Button>
                <ActivationToggle
                  isActive={question.activated}
                  apply={(action) => applyAdminQuestionAction(question.id, action)}
                  listKey={adminQuestionsKey}
                  text={(action) => qt(`list.${action}`)}
                  label={(action) => qt(`list.${action}Label`, { id: question.id })}
                />
              </Group>
            </Group>
          </Card>
        </li>
      ))}
    </PlainList>
  );
}

/**
 * /platform/admin/questions: the bank of every PTE and THPT type, any state. Search (an id or
 * words of the text), filters (family, type, state) and the order are in the address.
 */
export function AdminQuestionsPage() {
  const { qt, t } = useQuestionsT();
  usePageTitle(qt('title'));
  const [params, setParams] = useSearchParams();
  const value = (name: Filter) => params.get(name) ?? '';
  const sort = sortValues.find((candidate) => candidate === params.get('sort')) ?? 'id,desc';
  const paging = usePaging(25);
  const search = {
    q: value('q'),
    type: value('type'),
    family: value('family'),
    active: value('active'),
    sort,
    page: paging.page,
    size: paging.size,
  };
  const questions = useQuery(adminQuestionsQueryOptions(search));
  const update = (name: Filter, next: string) => {
    const changed = new URLSearchParams(params);
    if (next) changed.set(name, next);
    else changed.delete(name);
    setParams(changed, { replace: true });
    paging.setPage(0);
  };
  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('q');
    update('q', typeof typed === 'string' ? typed.trim() : '');
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {qt('title')}
          </Title>
          <Text c="dimmed">{qt('subtitle')}</Text>
        </Stack>
        <Button
          component={Link}
          to={adminQuestionPath('new')}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {qt('list.create')}
        </Button>
      </Group>
      <form role="search" onSubmit={handleSearch}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            key={search.q}
            name="q"
            type="search"
            label={qt('list.searchLabel')}
            placeholder={qt('list.searchPlaceholder')}
            defaultValue={search.q}
            maxLength={100}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" size="md" leftSection={<IconSearch size={16} aria-hidden />}>
            {qt('list.search')}
          </Button>
        </Group>
      </form>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          size="md"
          label={qt('list.family')}
          value={search.family}
          onChange={(event) => update('family', event.currentTarget.value)}
          data={[
            { value: '', label: qt('list.all') },
            ...examFamilies.map((family) => ({ value: family, label: family })),
          ]}
          style={{ flex: '1 1 120px' }}
        />
        <NativeSelect
          size="md"
          label={qt('list.type')}
          value={search.type}
          onChange={(event) => update('type', event.currentTarget.value)}
          data={[
            { value: '', label: qt('list.all') },
            ...itemQuestionTypes.map((type) => ({ value: type, label: t(`questionType.${type}`) })),
          ]}
          style={{ flex: '2 1 200px' }}
        />
        <NativeSelect
          size="md"
          label={qt('list.state')}
          value={search.active}
          onChange={(event) => update('active', event.currentTarget.value)}
          data={[
            { value: '', label: qt('list.all') },
            { value: 'true', label: qt('state.active') },
            { value: 'false', label: qt('state.inactive') },
          ]}
          style={{ flex: '1 1 120px' }}
        />
        <NativeSelect
          size="md"
          label={qt('list.sortLabel')}
          value={sort}
          onChange={(event) => update('sort', event.currentTarget.value)}
          data={sortValues.map((option) => ({ value: option, label: qt(`list.sort.${option}`) }))}
          style={{ flex: '1 1 160px' }}
        />
      </Group>
      <QuestionFileTools search={search} />
      <ListStates
        query={questions}
        loadFailed={qt('list.loadFailed')}
        loading={<Skeleton height={240} radius="md" role="status" aria-label={qt('list.loading')} />}
        isEmpty={(data) => data.total === 0}
        empty={
          <EmptyState
            icon={<IconQuestionMark size={32} />}
            title={qt('list.emptyTitle')}
            description={qt('list.emptyText')}
          />
        }
        pager={(data) => ({ paging, total: data.total, sizeLabel: qt('list.pageSize') })}
      >
        {(data) => <QuestionList questions={data.items} />}
      </ListStates>
    </Stack>
  );
}
