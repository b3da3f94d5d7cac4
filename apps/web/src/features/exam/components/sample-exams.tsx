import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ExamSummary } from '@prepwise/contracts';
import { ApiError } from '../../../lib/api-errors';
import { translateMessage } from '../../../lib/translate-message';
import { examsQueryOptions, fetchExam, useStartPractice } from '../../practice';

function SampleExamCard({ exam }: { exam: ExamSummary }) {
  const { t } = useTranslation();
  const start = useStartPractice();
  const open = useMutation({
    mutationFn: async () => {
      const paper = await fetchExam(exam.id);
      await start.mutateAsync({
        questionIds: paper.questions.map((question) => question.id),
        ...(paper.group ? { examGroup: paper.group } : {}),
      });
    },
  });
  const failure =
    open.error instanceof ApiError
      ? translateMessage(open.error.message, open.error.code)
      : open.error?.message;
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={exam.name}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600}>{exam.name}</Text>
          {exam.group && <Badge variant="light">{t(`practice.exams.group.${exam.group}`)}</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          {t('practice.exams.count', { count: exam.total })}
        </Text>
        {failure && (
          <Text size="sm" c="red" role="alert">
            {failure}
          </Text>
        )}
        <Button
          variant="light"
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          loading={open.isPending}
          onClick={() => open.mutate()}
        >
          {t('practice.exams.start')}
        </Button>
      </Stack>
    </Card>
  );
}

/** The fixed sample papers (`GET api/exams`), each started as a practice session in its order. */
export function SampleExams() {
  const { t } = useTranslation();
  const exams = useQuery(examsQueryOptions());
  if (!exams.data || exams.data.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={t('practice.exams.title')}>
      <Title order={2} size="h4">
        {t('practice.exams.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {exams.data.map((exam) => (
          <SampleExamCard key={exam.id} exam={exam} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
