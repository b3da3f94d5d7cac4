import { useState } from 'react';
import { Anchor, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ClassDetail, ClassLearner } from '@prepwise/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListStates } from '../../../components/lists/paged-list';
import { formatDate } from '../../../lib/format';
import { classKey, learnersQueryOptions, teacherClasses } from '../api/teacher-api';
import { learnerPath } from '../lib/teacher-paths';
import { useTeacherT } from '../lib/use-teacher-t';
import { JoinPanel } from './join-panel';
import { Paging } from './paging';
import { RosterImport } from './roster-import';

const pageSize = 25;

function LearnerRow({
  klass,
  learner,
  onRemove,
}: {
  klass: ClassDetail;
  learner: ClassLearner;
  onRemove?: () => void;
}) {
  const { tt, language } = useTeacherT();
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={learnerPath(klass.id, learner.userId)} fw={600}>
            {learner.fullName}
          </Anchor>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {learner.email}
          </Text>
          <Text size="xs" c="dimmed">
            {tt('learners.joined', { date: formatDate(learner.joinedDate, language) })}
            {learner.sharesPractice && ` · ${tt('learners.shares')}`}
          </Text>
        </Stack>
        {onRemove && (
          <Button
            size="xs"
            variant="default"
            color="red"
            onClick={onRemove}
            aria-label={tt('learners.removeOf', { name: learner.fullName })}
          >
            {tt('learners.remove')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** The class's roster (searched, paged), how to join, the roster import, and removing a learner. */
export function LearnersTab({ klass }: { klass: ClassDetail }) {
  const { tt } = useTeacherT();
  const queryClient = useQueryClient();
  const [words, setWords] = useState('');
  const [page, setPage] = useState(0);
  const [leaving, setLeaving] = useState<ClassLearner | null>(null);
  const canManage = klass.rights.includes('manage') && !klass.archived;
  const learners = useQuery(learnersQueryOptions(klass.id, words.trim(), page, pageSize));
  const remove = useMutation({
    mutationFn: (userId: string) =>
      teacherClasses.removeLearner({ params: { id: klass.id, userId } }, { context: { silent: true } }),
    onSuccess: async () => {
      setLeaving(null);
      await queryClient.invalidateQueries({ queryKey: classKey(klass.id) });
    },
  });
  return (
    <Stack gap="md">
      {canManage && <JoinPanel klass={klass} />}
      <Title order={2} size="h3">
        {tt('learners.title')}
      </Title>
      <TextInput
        type="search"
        label={tt('learners.search')}
        value={words}
        onChange={(event) => {
          setWords(event.currentTarget.value);
          setPage(0);
        }}
        maxLength={80}
      />
      <ListStates
        query={learners}
        loadFailed={tt('learners.loadFailed')}
        loading={<Skeleton height={72} radius="md" />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={<IconUsers size={32} aria-hidden />}
            title={words ? tt('learners.noMatch') : tt('learners.empty')}
            description={tt('learners.emptyText')}
          />
        }
      >
        {(data) => (
          <>
            <Stack
              gap="xs"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={tt('learners.title')}
            >
              {data.items.map((learner) => (
                <LearnerRow
                  key={learner.userId}
                  klass={klass}
                  learner={learner}
                  {...(canManage ? { onRemove: () => setLeaving(learner) } : {})}
                />
              ))}
            </Stack>
            <Paging page={page} size={pageSize} total={data.total} onChange={setPage} />
          </>
        )}
      </ListStates>
      {canManage && <RosterImport klass={klass} />}
      <ConfirmDialog
        opened={leaving !== null}
        onClose={() => setLeaving(null)}
        title={tt('learners.removeTitle', { name: leaving?.fullName ?? '' })}
        body={tt('learners.removeText')}
        cancel={tt('common.cancel')}
        confirm={tt('learners.removeConfirm')}
        color="red"
        mutation={remove}
        onConfirm={() => leaving && remove.mutate(leaving.userId)}
      />
    </Stack>
  );
}
