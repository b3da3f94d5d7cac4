import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import type { AnswerResponse, MockDetail, MockRecord, MockStatus } from '@prepwise/contracts';
import { apiErrorText } from '../../marketplace/lib/api-error-text';
import { ItemPlayer } from '../../practice/player/item-player';
import { PlayerTimerContext } from '../../practice/player/player-timer';
import { SubmitActionContext, SubmitLabelContext } from '../../practice/player/submit-button';
import { TaskInstruction } from '../../practice/player/task-instruction';
import { changeMock, saveAnswer, saveProgress } from '../api/mock-api';
import { useMockT } from '../lib/use-mock-t';
import { useSectionClock } from '../lib/use-section-clock';
import { AfterFinish } from './after-finish';
import { BreakScreen } from './break-screen';
import { FinishSummary } from './finish-summary';
import { MockTopBar } from './mock-top-bar';

/** Where the learner is, as the server last said: step, section, the section's deadline, status. */
interface Place {
  step: number;
  section: number;
  deadline: number;
  /** When the place was taken from the server (Date.now()). */
  syncedAt: number;
  status: MockStatus;
}

function placeOf(record: MockRecord): Place {
  const syncedAt = Date.now();
  return {
    syncedAt,
    step: record.currentQuestion,
    section: record.currentSection,
    deadline: syncedAt + record.remainTime,
    status: record.status,
  };
}

/**
 * The mock player: resumes at the server's step with the server's time left, moves forward only
 * (every move is posted as progress and the server's answer is adopted), saves answers of the
 * current section, closes a section when its time runs out, and ends with the summary and Finish.
 */
export function MockPlayer({ detail }: { detail: MockDetail }) {
  const { mk } = useMockT();
  const { plan, questions, examInfo } = detail;
  const mockId = examInfo.id;
  const [place, setPlace] = useState<Place>(() => placeOf(examInfo));
  const [isReviewing, setIsReviewing] = useState(false);
  const [answered, setAnswered] = useState<Set<number>>(
    () => new Set(examInfo.answers.map((answer) => answer.questionId)),
  );
  const [taskTimer, setTaskTimer] = useState<string | null>(null);
  const finishStep = plan.steps.length - 1;
  const questionSteps = useMemo(() => plan.steps.filter((step) => step.questionId !== null), [plan]);
  const step = plan.steps[place.step];
  const section = plan.sections[place.section];
  const question = questions.find((entry) => entry.id === step?.questionId);

  const adopt = (record: MockRecord) => {
    setPlace(placeOf(record));
    setIsReviewing(false);
    setTaskTimer(null);
    window.scrollTo({ top: 0 });
  };
  const move = useMutation({
    mutationFn: (input: { target: number; remainTime: number }) =>
      saveProgress({
        examId: mockId,
        currentQuestion: input.target,
        remainTime: Math.max(0, Math.round(input.remainTime)),
        nextQuestionType: plan.steps[input.target]?.type ?? null,
      }),
    onSuccess: adopt,
    // The server refused (time ran out meanwhile, another tab moved on): take its place instead.
    onError: async () => {
      try {
        adopt(await changeMock('resume', mockId));
      } catch {
        // The move's own error stays on screen; the learner can try again.
      }
    },
  });
  // The task's own submit, published by its button while the answer can be sent; Next uses it so
  // an answer the learner typed but did not save is not lost.
  const submitAction = useRef<(() => void) | null>(null);
  const isMoveAfterSave = useRef(false);
  const hasSentAnswer = useRef(false);
  const answer = useMutation({
    mutationFn: (input: { questionId: number; response: AnswerResponse }) =>
      saveAnswer(mockId, input.questionId, input.response),
    onSuccess: (_, input) => {
      setAnswered((current) => new Set(current).add(input.questionId));
      if (isMoveAfterSave.current) moveOn();
    },
    onSettled: () => {
      isMoveAfterSave.current = false;
    },
  });

  const isRunning = place.status === 'INPROGRESS' && section !== undefined;
  // The clock keeps the latest handler itself, so this need not be memoised.
  const handleExpire = () => {
    if (section) move.mutate({ target: section.end, remainTime: 0 });
  };
  const remainMs = useSectionClock(
    place.deadline,
    place.syncedAt,
    isRunning && !move.isPending,
    handleExpire,
  );

  const moveOn = () => {
    answer.reset();
    if (place.step + 1 >= finishStep) setIsReviewing(true);
    else move.mutate({ target: place.step + 1, remainTime: remainMs });
  };
  // Next saves the answer on screen first (again, if it was changed after saving); after a failed
  // save, whose message is on screen, a second Next moves on.
  const goNext = () => {
    const submit = submitAction.current;
    if (!submit || answer.isError) {
      moveOn();
      return;
    }
    isMoveAfterSave.current = true;
    hasSentAnswer.current = false;
    submit();
    // The task refused to send (nothing to send): move on without it.
    if (!hasSentAnswer.current) {
      isMoveAfterSave.current = false;
      moveOn();
    }
  };

  const number = step?.questionId ? questionSteps.indexOf(step) + 1 : 0;
  const sectionName = section ? mk(`section.${section.key}`) : mk('section.finish');
  const topBar = (
    <MockTopBar
      sectionName={isReviewing ? mk('section.finish') : sectionName}
      number={isReviewing ? 0 : number}
      count={questionSteps.length}
      remainMs={place.status === 'INPROGRESS' ? remainMs : 0}
      extra={
        taskTimer && (
          <Text fw={700} size="sm" role="timer">
            {taskTimer}
          </Text>
        )
      }
    />
  );
  const moveError = move.isError && (
    <Alert color="red" variant="light" role="alert">
      {apiErrorText(move.error)}
    </Alert>
  );

  if (place.status !== 'INPROGRESS') {
    return (
      <Stack gap="md">
        {topBar}
        {moveError}
        <AfterFinish mockId={mockId} status={place.status} />
      </Stack>
    );
  }
  if (isReviewing || step?.type === 'FINISH') {
    return (
      <Stack gap="md">
        {topBar}
        {moveError}
        <FinishSummary
          plan={plan}
          answered={answered}
          isFinishing={move.isPending}
          onFinish={() => move.mutate({ target: finishStep, remainTime: remainMs })}
        />
      </Stack>
    );
  }
  if (step?.type === 'TIME_BREAK') {
    return (
      <Stack gap="md">
        {topBar}
        {moveError}
        <BreakScreen remainMs={remainMs} isMoving={move.isPending} onSkip={goNext} />
      </Stack>
    );
  }
  const isSaved = question !== undefined && answered.has(question.id);
  return (
    <Stack gap="md">
      {topBar}
      {moveError}
      {question ? (
        <>
          <TaskInstruction type={question.type} />
          <SubmitActionContext value={submitAction}>
            <SubmitLabelContext value={mk('player.save')}>
              <PlayerTimerContext value={setTaskTimer}>
                <ItemPlayer
                  key={place.step}
                  question={question}
                  result={undefined}
                  isSubmitting={answer.isPending}
                  onSubmit={(response) => {
                    hasSentAnswer.current = true;
                    answer.mutate({ questionId: question.id, response });
                  }}
                />
              </PlayerTimerContext>
            </SubmitLabelContext>
          </SubmitActionContext>
        </>
      ) : (
        <Alert color="gray">{mk('player.missingItem')}</Alert>
      )}
      {answer.isError && (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(answer.error)}
        </Alert>
      )}
      {isSaved && !answer.isError && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
          {mk('player.saved')}
        </Alert>
      )}
      <Group justify="flex-end" align="center" gap="sm" component="nav" aria-label={mk('player.navigation')}>
        {!isSaved && (
          <Text size="sm" c="dimmed" style={{ flex: '1 1 200px' }}>
            {mk('player.notSaved')}
          </Text>
        )}
        <Button
          rightSection={<IconChevronRight size={16} aria-hidden />}
          loading={move.isPending}
          disabled={answer.isPending}
          onClick={goNext}
        >
          {mk('player.next')}
        </Button>
      </Group>
    </Stack>
  );
}
