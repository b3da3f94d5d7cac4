import { Button, Group, Switch } from '@mantine/core';
import { IconListCheck, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { questionTypeSchema, type QuestionType } from '@prepwise/contracts';
import { PagedList } from '../../../components/lists/paged-list';
import { PlainList } from '../../../components/lists/plain-list';
import { usePaging } from '../../../components/lists/pager';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/use-page-title';
import { questionPageQueryOptions } from '../api/practice-api';
import { ClearProgressButton } from '../components/clear-progress-button';
import { FullBankUpsell } from '../components/full-bank-upsell';
import { QuestionRow } from '../components/question-row';
import { useStartPractice } from '../lib/use-start-practice';

function QuestionList({ type, name }: { type: QuestionType; name: string }) {
  const { t } = useTranslation();
  const paging = usePaging();
  const [repeatedOnly, setRepeatedOnly] = useState(false);
  const questions = useQuery(
    questionPageQueryOptions({ type, page: paging.page, size: paging.size, repeatedOnly }),
  );
  const start = useStartPractice();
  const hasLocked = (questions.data?.fullTotal ?? 0) > (questions.data?.total ?? 0);
  const startingId =
    start.isPending && start.variables && 'questionIds' in start.variables
      ? start.variables.questionIds[0]
      : null;

  const toolbar = (
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
            paging.setPage(0);
          }}
        />
        <ClearProgressButton type={type} />
      </Group>
    </Group>
  );

  return (
    <PagedList
      title={name}
      subtitle={t(`instruction.${type}`)}
      back={{ to: paths.practice, label: t('practice.list.back') }}
      toolbar={toolbar}
      query={questions}
      loadFailed={t('practice.list.loadFailed')}
      isEmpty={(data) => data.total === 0}
      // A learner without the full bank may open no question of a type: then the upsell says why.
      empty={
        !hasLocked && (
          <EmptyState
            icon={<IconListCheck size={32} />}
            title={t('practice.list.emptyTitle')}
            description={t('practice.list.emptyText')}
          />
        )
      }
      pager={(data) => ({ paging, total: data.total, sizeLabel: t('practice.paging.size') })}
      footer={(data) => hasLocked && <FullBankUpsell shown={data.total} fullTotal={data.fullTotal ?? 0} />}
    >
      {(data) => (
        <PlainList aria-busy={questions.isFetching}>
          {data.items.map((question) => (
            <QuestionRow
              key={question.id}
              question={question}
              isStarting={startingId === question.id}
              onPractise={(id) => start.mutate({ questionIds: [id] })}
            />
          ))}
        </PlainList>
      )}
    </PagedList>
  );
}

/** /platform/exam/:type: the questions of one type with paging, bookmarks and "practise". */
export function QuestionTypePage() {
  const { t } = useTranslation();
  const parsed = questionTypeSchema.safeParse(useParams().type);
  const name = parsed.success ? t(`questionType.${parsed.data}`) : '';
  usePageTitle(name || t('nav.practice'));
  if (!parsed.success) return <Navigate to={paths.practice} replace />;
  return <QuestionList key={parsed.data} type={parsed.data} name={name} />;
}
