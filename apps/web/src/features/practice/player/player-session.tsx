import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AnswerResponse, AnswerResult, PracticeSession } from '@prepwise/contracts';
import { ItemInstruction } from '../../../components/items/item-instruction';
import { ErrorState } from '../../../components/ui/error-state';
import { practiceKey } from '../../../lib/session/session-queries';
import { finishPractice, questionQueryOptions, startPractice, submitAnswer } from '../api/practice-api';
import { historyDetailPath, sessionPath } from '../lib/practice-paths';
import { PlayerScoring, scorableAnswers } from '../../scoring';
import { ItemPlayer, optionsOf, type ItemAnswer } from '../../item-player';
import { continuedFromState, notContinued, type ContinuedFrom } from './continued-session';
import { PlayerBottomBar } from './player-bottom-bar';
import { PlayerTopBar } from './player-top-bar';
import { ModelAnswer } from './model-answer';
import { ResultPanel } from './result-panel';

/**
 * The shared player frame over one session: top bar, the current task, its result, Previous/Next.
 * A session that goes on after scoring (`continuedFrom`) counts its questions in the first one's.
 */
export function PlayerSession({
  exam,
  continuedFrom = notContinued,
}: {
  exam: PracticeSession;
  continuedFrom?: ContinuedFrom;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const count = exam.questionIds.length;
  const [index, setIndex] = useState(() => Math.max(0, Math.min(exam.currentQuestion, count - 1)));
  const [results, setResults] = useState(
    () => new Map(exam.answers.map((answer) => [answer.questionId, answer])),
  );
  const [attempt, setAttempt] = useState(0);
  // The answer on screen; a task starts empty on every visit and every try.
  const [draft, setDraft] = useState<ItemAnswer | null>(null);
  const [timer, setTimer] = useState<string | null>(null);
  // Scoring an open answer finishes the session; the player then goes on in a new session.
  const [isFinished, setFinished] = useState(exam.status === 'FINISH');
  // While an answer is on its way to AI scoring (the session finished first): what the top bar says.
  const [sendingLabel, setSendingLabel] = useState<string | null>(null);
  const questionId = exam.questionIds[index] ?? 0;
  const question = useQuery({ ...questionQueryOptions(questionId), enabled: questionId > 0 });
  const result = results.get(questionId);
  const isLast = index >= count - 1;

  const answer = useMutation({
    mutationFn: (response: AnswerResponse) => submitAnswer(exam.examId, questionId, response),
    onSuccess: (marked: AnswerResult) => {
      setResults((current) => new Map(current).set(marked.questionId, marked));
      void queryClient.invalidateQueries({ queryKey: [...practiceKey, 'bank'] });
    },
  });
  const finish = useMutation({
    mutationFn: async () => {
      if (!isFinished) await finishPractice(exam.examId);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: practiceKey });
      await navigate(historyDetailPath(exam.examId));
    },
  });
  /** After the session was finished for scoring: the questions from `from` on, in a new session. */
  const continueFrom = useMutation({
    mutationFn: (from: number) =>
      startPractice({ questionIds: exam.questionIds.slice(from), examGroup: exam.examGroup }),
    onSuccess: async (next, from) => {
      await queryClient.invalidateQueries({ queryKey: practiceKey });
      await navigate(sessionPath(next.examId), {
        state: continuedFromState(continuedFrom, exam.questionIds, results, from),
      });
    },
  });
  // Leaving or moving on while scoring is asked for would finish the session twice or drop the
  // request's outcome: every way out waits for it.
  const isBusy = sendingLabel !== null || finish.isPending || continueFrom.isPending;
  const finishForScoring = async () => {
    await finishPractice(exam.examId);
    setFinished(true);
  };

  const goTo = (next: number) => {
    answer.reset();
    setDraft(null);
    setIndex(next);
    window.scrollTo({ top: 0 });
  };
  const onNext = () => {
    if (isBusy) return;
    if (isLast) finish.mutate();
    else if (isFinished) continueFrom.mutate(index + 1);
    else goTo(index + 1);
  };
  const onTryAgain = () => {
    if (isBusy) return;
    if (isFinished) {
      continueFrom.mutate(index);
      return;
    }
    setResults((current) => {
      const next = new Map(current);
      next.delete(questionId);
      return next;
    });
    setDraft(null);
    setAttempt((value) => value + 1);
  };

  const title = question.data
    ? t(`questionType.${question.data.type}`)
    : t(`questionType.${exam.questionType ?? 'FINISH'}`);
  return (
    <Stack gap="md">
      <PlayerTopBar
        title={title}
        index={continuedFrom.offset + index}
        count={continuedFrom.offset + count}
        answered={continuedFrom.answered + results.size}
        busyLabel={sendingLabel}
        extra={
          timer && (
            <Text fw={700} size="sm" role="timer" data-testid="player-timer">
              {timer}
            </Text>
          )
        }
      />
      {question.isError && (
        <ErrorState message={t('player.loadFailed')} onRetry={() => void question.refetch()} />
      )}
      {question.isPending && <Skeleton height={280} radius="md" />}
      {question.data && <ItemInstruction type={question.data.type} />}
      {question.data && (
        <ItemPlayer
          key={`${questionId}-${attempt}`}
          question={question.data}
          value={draft}
          onChange={setDraft}
          result={result}
          isSubmitting={answer.isPending}
          onSubmit={(response) => answer.mutate(response)}
          onTimerChange={setTimer}
        />
      )}
      {result && (
        <ResultPanel
          result={result}
          options={
            question.data && question.data.type !== 'READING_RE_ORDER_PARAGRAPH'
              ? optionsOf(question.data)
              : []
          }
          isLast={isLast}
          scoring={
            <PlayerScoring
              key={`${questionId}-${attempt}`}
              examId={exam.examId}
              answer={result}
              cost={scorableAnswers({ ...exam, answers: [...results.values()] }).length}
              isSessionOpen={!isFinished}
              onFinishSession={finishForScoring}
              onSendingChange={setSendingLabel}
            />
          }
          isBusy={isBusy}
          onTryAgain={onTryAgain}
          onNext={onNext}
        />
      )}
      {result && question.data && <ModelAnswer question={question.data} />}
      {count === 0 && <Alert color="gray">{t('player.noQuestions')}</Alert>}
      <PlayerBottomBar
        canGoBack={index > 0 && !isBusy}
        isLast={isLast}
        isFinishing={finish.isPending || continueFrom.isPending}
        isBusy={isBusy}
        onPrevious={() => goTo(index - 1)}
        onNext={onNext}
      />
    </Stack>
  );
}
