import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryStates } from '../../../components/ui/query-states';
import { apiErrorText } from '../../../lib/api-error-text';
import { isRefusal } from '../../../lib/api-errors';
import { notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/use-page-title';
import { classesKey, joinPreviewQueryOptions, learnerClasses } from '../api/classes-api';
import { useClassesT } from '../lib/use-classes-t';

/**
 * /platform/user/classes/join/:code (the link and QR code a teacher shares): the class, its
 * teacher and size, the consent question (unticked until the learner ticks it), and Join.
 */
export function JoinClassPage() {
  const { clt } = useClassesT();
  const code = (useParams().code ?? '').toUpperCase();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const preview = useQuery(joinPreviewQueryOptions(code));
  const [sharePractice, setSharePractice] = useState(false);
  usePageTitle(preview.data ? clt('join.pageTitle', { name: preview.data.name }) : clt('join.title'));
  const join = useMutation({
    mutationFn: () => learnerClasses.join({ body: { code, sharePractice } }, { context: { silent: true } }),
    onSuccess: async (klass) => {
      notifySuccess(clt('join.joined', { name: klass.name }));
      await queryClient.invalidateQueries({ queryKey: classesKey });
      await navigate(paths.classes);
    },
  });
  const back = (
    <Button component={Link} to={paths.classes} variant="default">
      {clt('join.back')}
    </Button>
  );
  return (
    <Stack gap="md" maw={640}>
      {/* The class's own heading comes with its details; until then (or when the code opens nothing), the page's. */}
      {preview.data === undefined && (
        <Title order={1} size="h2">
          {clt('join.title')}
        </Title>
      )}
      <QueryStates
        query={preview}
        // The server says why a code opens nothing (unknown, expired), in the learner's language.
        errorMessage={(error) => apiErrorText(error) || clt('join.loadFailed')}
        canRetry={(error) => !isRefusal(error)}
        loading={<Skeleton height={220} radius="md" />}
      >
        {(klass) => (
          <>
            <Title order={1} size="h2">
              {clt('join.pageTitle', { name: klass.name })}
            </Title>
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Group gap="xs">
                  <Badge variant="light">{klass.examFamily}</Badge>
                  <Text size="sm" c="dimmed">
                    {clt('join.learners', { count: klass.learnerCount })}
                  </Text>
                </Group>
                <Text>{clt('join.teacher', { name: klass.teacherName })}</Text>
                {klass.isMember && <Alert variant="light">{clt('join.member')}</Alert>}
                <Checkbox
                  checked={sharePractice}
                  onChange={(event) => setSharePractice(event.currentTarget.checked)}
                  label={clt('join.consent')}
                  description={clt('join.consentHelp')}
                />
                {join.isError && (
                  <Alert color="red" variant="light" role="alert">
                    {apiErrorText(join.error)}
                  </Alert>
                )}
                <Group gap="sm">
                  <Button loading={join.isPending} onClick={() => join.mutate()}>
                    {klass.isMember ? clt('join.update') : clt('join.confirm')}
                  </Button>
                  {back}
                </Group>
              </Stack>
            </Paper>
          </>
        )}
      </QueryStates>
      {preview.isError && <Group>{back}</Group>}
    </Stack>
  );
}
