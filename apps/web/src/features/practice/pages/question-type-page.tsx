import { Anchor, Button, Group, Skeleton, Stack, Switch, Title } from '@mantine/core';
import { IconArrowLeft, IconListCheck, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { questionTypeSchema, type QuestionType } from '@prepwise/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { paths } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/use-page-title';
import { questionPageQueryOptions } from '../api/practice-api';
import { ClearProgressButton } from '../components/clear-progress-button';
import { FullBankUpsell } from '../components/full-bank-upsell';
import { PagingBar } from '../components/paging-bar';
import { QuestionRow } from '../components/question-row';
import { useStartPractice } from '../lib/use-start-practice';

function QuestionList({ type }: { type: QuestionType }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const [repeatedOnly, setRepeatedOnly] = useState(false);
  const questions = useQuery(questionPageQueryOptions({ type, page, size, repeatedOnly }));
  const start = useStartPractice();
  const hasLocked = (questions.data?.fullTotal ?? 0) > (questions.data?.total ?? 0);
  const startingId =
    start.isPending && start.variables && 'questionIds' in start.variables
      ? start.variables.questionIds[0]
      : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          loading={start.isPending && startingId === null}
          onClick={() => start.mutate({ questionType: type })}
        >
          {t('practice.list.practiseAll')}
        </Button>
        <Group gap="sm">
          <Switch
            label={t('practice.list.repeatedOnly')}
            checked={repeatedOnly}
            onChange={(event) => {
              setRepeatedOnly(event.currentTarget.checked);
              setPage(0);
            }}
          />
          <ClearProgressButton type={type} />
        </Group>
      </Group>
      {questions.isError && (
        <ErrorState message={t('practice.list.loadFailed')} onRetry={() => void questions.refetch()} />
      )}
      {questions.isPending && <Skeleton height={240} radius="md" />}
      {questions.data && questions.data.total === 0 && !hasLocked && (
        <EmptyState
          icon={<IconListCheck size={32} />}
          title={t('practice.list.emptyTitle')}
          description={t('practice.list.emptyText')}
        />
      )}
      {questions.data && questions.data.total > 0 && (
        <>
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-busy={questions.isFetching}
          >
            {questions.data.items.map((question) => (
              <QuestionRow
                key={question.id}
                question={question}
                isStarting={startingId === question.id}
                onPractise={(id) => start.mutate({ questionIds: [id] })}
              />
            ))}
          </Stack>
          <PagingBar
            page={page}
            size={size}
            total={questions.data.total}
            onPage={setPage}
            onSize={(next) => {
              setSize(next);
              setPage(0);
            }}
          />
        </>
      )}
      {questions.data && hasLocked && (
        <FullBankUpsell shown={questions.data.total} fullTotal={questions.data.fullTotal ?? 0} />
      )}
    </Stack>
  );
}

/** /platform/exam/:type: the questions of one type with paging, bookmarks and "practise". */
export function QuestionTypePage() {
  const { t } = useTranslation();
  const parsed = questionTypeSchema.safeParse(useParams().type);
  const name = parsed.success ? t(`questionType.${parsed.data}`) : '';
  usePageTitle(name || t('nav.practice'));
  if (!parsed.success) return <Navigate to={paths.practice} replace />;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.practice} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('practice.list.back')}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {name}
      </Title>
      <QuestionList key={parsed.data} type={parsed.data} />
    </Stack>
  );
}
