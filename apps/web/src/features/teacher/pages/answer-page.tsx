import { Anchor, Badge, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { GradingAnswer } from '@prepwise/contracts';
import { TeacherReviewNote } from '../../scoring';
import { QueryStates } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { answerQueryOptions } from '../api/teacher-api';
import { ReviewForm } from '../components/review-form';
import { TeacherOnly } from '../components/teacher-only';
import { formatScore } from '../lib/date-input';
import { assignmentPath } from '../lib/teacher-paths';
import { useTeacherT } from '../lib/use-teacher-t';

/** One line of evidence: the words it points at (when it has a span), its kind and a suggestion. */
function evidenceLine(record: Record<string, unknown>, text: string): string {
  const parts: string[] = [];
  const { start, end, kind, suggestion, word } = record;
  if (typeof start === 'number' && typeof end === 'number' && end > start && end <= text.length)
    parts.push(`“${text.slice(start, end)}”`);
  else if (typeof word === 'string') parts.push(`“${word}”`);
  if (typeof kind === 'string') parts.push(kind);
  if (typeof suggestion === 'string' && suggestion) parts.push(`→ ${suggestion}`);
  return parts.join(' ');
}

function AiScore({ answer }: { answer: GradingAnswer }) {
  const { tt } = useTeacherT();
  const { t } = useTranslation('scoring');
  if (!answer.ai)
    return (
      <Text size="sm" c="dimmed">
        {tt('answer.noAi', { status: answer.status })}
      </Text>
    );
  return (
    <Stack gap="xs" component="section" aria-labelledby="ai-title">
      <Title order={2} size="h3" id="ai-title">
        {tt('answer.aiTitle', { score: formatScore(answer.ai) })}
      </Title>
      {Object.entries(answer.ai.traits).map(([name, trait]) => {
        const lines = trait.evidence.map((record) => evidenceLine(record, answer.text ?? '')).filter(Boolean);
        return (
          <Stack key={name} gap={2}>
            <Text fw={500}>
              {t(`trait.${name}`, { defaultValue: name })}: {formatScore(trait)}
            </Text>
            {lines.length > 0 && (
              <List size="sm" spacing={2}>
                {lines.slice(0, 12).map((line, index) => (
                  <List.Item key={index}>{line}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

/** The answer with its prompt, the learner's response, the AI's score and the review form. */
function AnswerView({ data, assignmentId }: { data: GradingAnswer; assignmentId: string }) {
  const { tt } = useTeacherT();
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {tt('answer.title', { name: data.learnerName })}
        </Title>
        <Group gap="xs">
          <Badge variant="light">{t(`questionType.${data.type}`)}</Badge>
          <Text size="sm" c="dimmed">
            {data.assignmentTitle}
          </Text>
        </Group>
      </Stack>
      {data.prompt && (
        <Paper withBorder p="sm" radius="md">
          <Text size="sm" fw={500}>
            {tt('answer.prompt')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {data.prompt}
          </Text>
        </Paper>
      )}
      <Stack gap="xs" component="section" aria-labelledby="learner-answer-title">
        <Title order={2} size="h3" id="learner-answer-title">
          {tt('answer.response')}
        </Title>
        {data.recordingUrl && (
          <audio
            controls
            src={data.recordingUrl}
            aria-label={tt('answer.recording')}
            style={{ width: '100%' }}
          />
        )}
        {data.text ? (
          <Paper withBorder p="sm" radius="md">
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="answer-text">
              {data.text}
            </Text>
          </Paper>
        ) : (
          !data.recordingUrl && <Text c="dimmed">{tt('answer.noResponse')}</Text>
        )}
      </Stack>
      <AiScore answer={data} />
      {data.review && <TeacherReviewNote review={data.review} aiTraits={data.ai?.traits ?? null} />}
      {/* Built again once the AI's traits arrive: its fields start from them. */}
      <ReviewForm key={data.ai ? 'scored' : 'waiting'} answer={data} assignmentId={assignmentId} />
    </Stack>
  );
}

function AnswerScreen({ classId, assignmentId }: { classId: string; assignmentId: string }) {
  const { tt } = useTeacherT();
  const { kind = 'practice', attemptId = '', questionId = '0' } = useParams();
  const answer = useQuery(
    answerQueryOptions({
      kind: kind === 'mock' ? 'mock' : 'practice',
      attemptId,
      questionId: Number(questionId),
    }),
  );
  usePageTitle(answer.data ? tt('answer.title', { name: answer.data.learnerName }) : tt('answer.loading'));
  const back = (
    <Anchor component={Link} to={assignmentPath(classId, assignmentId)} size="sm">
      {tt('answer.back')}
    </Anchor>
  );
  return (
    <Stack gap="lg" maw={760}>
      {back}
      <QueryStates
        query={answer}
        errorMessage={tt('answer.loadFailed')}
        loading={
          <Stack gap="md" aria-busy>
            <Skeleton height={32} width="60%" />
            <Skeleton height={160} />
          </Stack>
        }
      >
        {(data) => <AnswerView data={data} assignmentId={assignmentId} />}
      </QueryStates>
    </Stack>
  );
}

/** An open answer to read and sign: the learner's text or recording, the AI's traits and evidence. */
export function AnswerPage() {
  const { id = '', assignmentId = '' } = useParams();
  return (
    <TeacherOnly>
      <AnswerScreen classId={id} assignmentId={assignmentId} />
    </TeacherOnly>
  );
}
