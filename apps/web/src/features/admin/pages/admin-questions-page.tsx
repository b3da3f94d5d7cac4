import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconQuestionMark, IconWand } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { examFamilies, itemQuestionTypes, type AdminQuestionSummary } from '@prepwise/contracts';
import { PlainList } from '../../../components/lists/plain-list';
import { paths } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  adminQuestionsKey,
  adminQuestionsQueryOptions,
  applyAdminQuestionAction,
} from '../api/admin-questions-api';
import { ActivationToggle } from '../components/activation-toggle';
import { ListSearchForm, ListSelect, ListToolbar } from '../components/list-toolbar';
import { QuestionFileTools } from '../components/question-file-tools';
import { adminQuestionPath } from '../lib/admin-paths';
import { useAddressSearch } from '../lib/use-address-search';
import { useQuestionsT } from '../lib/use-questions-t';
import { AdminList } from '../components/admin-list';

const sortValues = ['id,desc', 'id,asc', 'type,asc', 'updatedDate,desc'] as const;
const activeValues = ['true', 'false'] as const;

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
  const { value, choice, update, paging } = useAddressSearch();
  const sort = choice('sort', sortValues, 'id,desc');
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

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {qt('title')}
          </Title>
          <Text c="dimmed">{qt('subtitle')}</Text>
        </Stack>
        <Group gap="sm">
          <Button
            variant="default"
            component={Link}
            to={paths.adminPhonetics}
            leftSection={<IconWand size={16} aria-hidden />}
          >
            {qt('phonetics.open')}
          </Button>
          <Button
            component={Link}
            to={adminQuestionPath('new')}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {qt('list.create')}
          </Button>
        </Group>
      </Group>
      <ListSearchForm
        query={search.q}
        label={qt('list.searchLabel')}
        placeholder={qt('list.searchPlaceholder')}
        button={qt('list.search')}
        onSearch={(next) => update('q', next)}
      />
      <ListToolbar>
        <ListSelect
          label={qt('list.family')}
          value={search.family}
          anyLabel={qt('list.all')}
          values={examFamilies}
          labelOf={(family) => family}
          onChange={(next) => update('family', next)}
          flex="1 1 120px"
        />
        <ListSelect
          label={qt('list.type')}
          value={search.type}
          anyLabel={qt('list.all')}
          values={itemQuestionTypes}
          labelOf={(type) => t(`questionType.${type}`)}
          onChange={(next) => update('type', next)}
          flex="2 1 200px"
        />
        <ListSelect
          label={qt('list.state')}
          value={search.active}
          anyLabel={qt('list.all')}
          values={activeValues}
          labelOf={(active) => (active === 'true' ? qt('state.active') : qt('state.inactive'))}
          onChange={(next) => update('active', next)}
          flex="1 1 120px"
        />
        <ListSelect
          label={qt('list.sortLabel')}
          value={sort}
          values={sortValues}
          labelOf={(option) => qt(`list.sort.${option}`)}
          onChange={(next) => update('sort', next)}
          flex="1 1 160px"
        />
      </ListToolbar>
      <QuestionFileTools search={search} />
      <AdminList
        query={questions}
        paging={paging}
        icon={<IconQuestionMark size={32} />}
        texts={{
          loadFailed: qt('list.loadFailed'),
          loading: qt('list.loading'),
          emptyTitle: qt('list.emptyTitle'),
          emptyText: qt('list.emptyText'),
          pageSize: qt('list.pageSize'),
        }}
      >
        {(items) => <QuestionList questions={items} />}
      </AdminList>
    </Stack>
  );
}
