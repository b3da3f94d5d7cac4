import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  answeredQuestionCount,
  answeredQuestionsBySection,
  isFreeMoving,
  numberPlanQuestions,
  type AnswerResponse,
  type MockDetail,
  type MockRecord,
  type MockStatus,
} from '@prepwise/contracts';
import { ItemInstruction } from '../../../components/items/item-instruction';
import { apiErrorText } from '../../../lib/api-error-text';
import { answerToSend, ItemPlayer } from '../../item-player';
import { changeMock, mockKey, saveAnswer, saveProgress } from '../api/mock-api';
import { clearMockDrafts, isSameResponse, readDraft } from '../lib/mock-drafts';
import { mockPaths } from '../lib/mock-paths';
import { useMockAnswers } from '../lib/use-mock-answers';
import { useMockT } from '../lib/use-mock-t';
import { useSectionClock } from '../lib/use-section-clock';
import { AfterFinish } from './after-finish';
import { BreakScreen } from './break-screen';
import { ConfirmModal } from './confirm-modal';
import { FinishSummary } from './finish-summary';
import { MockTopBar } from './mock-top-bar';
import { QuestionPalette } from './question-palette';

/** Where the learner is, as the server last said: step, section, the section's deadline, status. */
interface Place {
  step: number;
  section: number;
  deadline: number;
  /** When the place was taken from the server (Date.now()). */
  syncedAt: number;
  status: MockStatus;
  /** On the end-of-test summary (the server keeps it; no clock runs). */
  reviewing: boolean;
}

function placeOf(record: MockRecord): Place {
  const syncedAt = Date.now();
  return {
    syncedAt,
    step: record.currentQuestion,
    section: record.currentSection,
    deadline: syncedAt + record.remainTime,
    status: record.status,
    reviewing: record.reviewing,
  };
}

type Confirming = 'finish' | 'cancel' | 'review' | 'skip' | null;

/**
 * The mock player. It resumes exactly where the server says (step, time left, the end-of-test
 * summary) with every saved answer filled back in, and any answer given but not yet saved kept
 * as a local draft. Next (and a jump) saves the answer on screen first, a recording included,
 * and moves on only once it is stored. PTE moves forward only; a THPT paper moves freely through
 * its question palette. Finish and Cancel are asked about first.
 */
export function MockPlayer({ detail }: { detail: MockDetail }) {
  const { mk } = useMockT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { plan, questions, examInfo } = detail;
  const mockId = examInfo.id;
  const isFree = isFreeMoving(examInfo.kind);
  const [place, setPlace] = useState<Place>(() => placeOf(examInfo));
  const [saving, setSaving] = useState<'answer' | 'recording' | null>(null);
  const [saveError, setSaveError] = useState<{ step: number; error: unknown } | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [taskTimer, setTaskTimer] = useState<string | null>(null);
  const finishStep = plan.steps.length - 1;
  const questionSteps = useMemo(
    () => plan.steps.flatMap((step, index) => (step.questionId !== null ? [index] : [])),
    [plan],
  );
  // Numbered as the paper counts its questions (a reading passage one per sub-question).
  const numbering = useMemo(() => numberPlanQuestions(plan, questions), [plan, questions]);
  const step = plan.steps[place.step];
  const section = plan.sections[place.section];
  const question = questions.find((entry) => entry.id === step?.questionId);
  const questionId = question?.id ?? null;

  const answers = useMockAnswers(detail, place.step, questionId);
  const { saved, drafted } = answers;

  const adopt = (record: MockRecord) => {
    answers.leaveStep();
    setPlace(placeOf(record));
    setTaskTimer(null);
    setSaveError(null);
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
  const change = useMutation({
    mutationFn: (action: 'finish' | 'cancel') => changeMock(action, mockId),
    onSuccess: async (record, action) => {
      setConfirming(null);
      clearMockDrafts(mockId);
      await queryClient.invalidateQueries({ queryKey: [...mockKey, 'mine'] });
      if (action === 'cancel') await navigate(mockPaths.list);
      else adopt(record);
    },
  });

  /**
   * Stores the answer on screen unless the server has it already: a recording is stopped and
   * uploaded first. False when the save failed (its message is shown; a second try moves on).
   */
  const saveCurrent = async (response?: AnswerResponse): Promise<boolean> => {
    if (questionId === null) return true;
    const isRecording = !response && answers.hasPendingTake;
    if (isRecording) setSaving('recording');
    let toSave: AnswerResponse | null;
    try {
      toSave = response ?? (await answers.collectAnswer());
    } finally {
      if (isRecording) setSaving(null);
    }
    if (!toSave || isSameResponse(toSave, saved.get(questionId))) return true;
    setSaving('answer');
    try {
      await saveAnswer(mockId, questionId, toSave);
      answers.markSaved(questionId, toSave);
      setSaveError(null);
      return true;
    } catch (error) {
      setSaveError({ step: place.step, error });
      return false;
    } finally {
      setSaving(null);
    }
  };

  const isRunning = place.status === 'INPROGRESS' && section !== undefined;
  // The clock keeps the latest handler itself, so this need not be memoised.
  const handleExpire = () => {
    if (!section) return;
    const end = section.end;
    void saveCurrent().finally(() => move.mutate({ target: end, remainTime: 0 }));
  };
  const remainMs = useSectionClock(
    place.deadline,
    place.syncedAt,
    isRunning && !move.isPending,
    handleExpire,
  );

  /** Saves the answer on screen, then moves to `target`; after a failed save, a second try moves anyway. */
  const goTo = async (target: number) => {
    const hasFailedHere = saveError?.step === place.step;
    if (!hasFailedHere && !(await saveCurrent())) return;
    move.mutate({ target, remainTime: remainMs });
  };
  // A forward-only test never leaves a question without an answer silently: it asks first.
  const isUnanswered =
    questionId !== null &&
    !saved.has(questionId) &&
    !answers.hasPendingTake &&
    answerToSend(answers.answer) === null;
  const goNext = () => {
    if (isFree && place.step + 1 >= finishStep) setConfirming('review');
    else if (!isFree && isUnanswered) setConfirming('skip');
    else void goTo(place.step + 1);
  };
  // Finishing saves the answer on screen first; if that fails, a second confirmation finishes anyway.
  const finishNow = async () => {
    const hasFailedHere = saveError?.step === place.step;
    if (!place.reviewing && !hasFailedHere && !(await saveCurrent())) return;
    change.mutate('finish');
  };

  const isSummary = place.reviewing || step?.type === 'FINISH';
  const sectionName = section && !isSummary ? mk(`section.${section.key}`) : mk('section.finish');
  const isBusy = saving !== null || move.isPending || change.isPending;
  const answeredSteps = new Set(
    questionSteps.filter((index) => {
      const id = plan.steps[index]?.questionId;
      return id != null && (saved.has(id) || drafted.has(id));
    }),
  );
  // The palette's "answered" counts the paper's questions: a passage's answered sub-questions.
  const answeredQuestions = [...answeredSteps].reduce((sum, index) => {
    const id = plan.steps[index]?.questionId;
    if (id == null) return sum;
    const item = questions.find((entry) => entry.id === id);
    const response = drafted.has(id) ? readDraft(mockId, id) : saved.get(id);
    return sum + answeredQuestionCount(item, response);
  }, 0);
  // Finishing saves the answer on screen first, so the current question counts if it has one;
  // counted in the paper's questions, as the palette counts them (a passage per sub-question).
  const unanswered =
    numbering.total -
    answeredQuestionsBySection(plan, questions, (id) =>
      id === questionId && drafted.has(id) ? readDraft(mockId, id) : saved.get(id),
    ).reduce((sum, row) => sum + row.done, 0);

  const topBar = (
    <MockTopBar
      sectionName={sectionName}
      position={isSummary ? null : (numbering.numbers[place.step] ?? null)}
      count={numbering.total}
      remainMs={place.status === 'INPROGRESS' && !isSummary ? remainMs : null}
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
  const modals = (
    <>
      <ConfirmModal
        opened={confirming === 'finish'}
        title={mk('confirm.finishTitle')}
        confirmLabel={mk('finish.button')}
        isPending={change.isPending || saving !== null}
        error={
          change.isError
            ? apiErrorText(change.error)
            : saveError
              ? `${apiErrorText(saveError.error)} ${mk('player.saveFailedNext')}`
              : null
        }
        onConfirm={() => void finishNow()}
        onClose={() => setConfirming(null)}
      >
        {unanswered > 0
          ? mk('confirm.finishTextUnanswered', { count: unanswered })
          : mk('confirm.finishText')}
      </ConfirmModal>
      <ConfirmModal
        opened={confirming === 'cancel'}
        title={mk('confirm.cancelTitle')}
        confirmLabel={mk('confirm.cancelButton')}
        isDanger
        isPending={change.isPending}
        error={change.isError ? apiErrorText(change.error) : null}
        onConfirm={() => change.mutate('cancel')}
        onClose={() => setConfirming(null)}
      >
        {mk('confirm.cancelText')}
      </ConfirmModal>
      <ConfirmModal
        opened={confirming === 'review'}
        title={mk('confirm.reviewTitle')}
        confirmLabel={mk('confirm.reviewButton')}
        isPending={isBusy}
        onConfirm={() => {
          setConfirming(null);
          void goTo(finishStep);
        }}
        onClose={() => setConfirming(null)}
      >
        {mk('confirm.reviewText')}
      </ConfirmModal>
      <ConfirmModal
        opened={confirming === 'skip'}
        title={mk('confirm.skipTitle')}
        confirmLabel={mk('confirm.skipButton')}
        isPending={isBusy}
        onConfirm={() => {
          setConfirming(null);
          void goTo(place.step + 1);
        }}
        onClose={() => setConfirming(null)}
      >
        {mk('confirm.skipText')}
      </ConfirmModal>
    </>
  );
  const cancelButton = (
    <Button variant="subtle" color="red" disabled={isBusy} onClick={() => setConfirming('cancel')}>
      {mk('action.cancel')}
    </Button>
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
  if (isSummary) {
    return (
      <Stack gap="md">
        {topBar}
        {moveError}
        <FinishSummary
          plan={plan}
          questions={questions}
          responseOf={(id) => saved.get(id)}
          isFinishing={change.isPending}
          onFinish={() => setConfirming('finish')}
        />
        <Group justify="flex-end">{cancelButton}</Group>
        {modals}
      </Stack>
    );
  }
  if (step?.type === 'TIME_BREAK') {
    return (
      <Stack gap="md">
        {topBar}
        {moveError}
        <BreakScreen
          remainMs={remainMs}
          isMoving={move.isPending}
          onSkip={() => move.mutate({ target: place.step + 1, remainTime: remainMs })}
        />
        <Group justify="flex-end">{cancelButton}</Group>
        {modals}
      </Stack>
    );
  }
  const isSaved =
    questionId !== null && saved.has(questionId) && !drafted.has(questionId) && saveError === null;
  const firstQuestionStep = questionSteps[0] ?? 0;
  return (
    <Stack gap="md">
      {topBar}
      {moveError}
      {isFree && (
        <QuestionPalette
          entries={questionSteps.flatMap((index) => {
            const numbers = numbering.numbers[index];
            return numbers ? [{ step: index, numbers }] : [];
          })}
          total={numbering.total}
          answeredCount={answeredQuestions}
          currentStep={place.step}
          answeredSteps={answeredSteps}
          isDisabled={isBusy}
          onJump={(target) => void goTo(target)}
        />
      )}
      {question ? (
        <>
          <ItemInstruction type={question.type} />
          <ItemPlayer
            key={place.step}
            question={question}
            value={answers.answer}
            onChange={answers.handleChange}
            result={undefined}
            isSubmitting={saving !== null}
            onSubmit={(response) => void saveCurrent(response)}
            submitLabel={mk('player.save')}
            onTimerChange={setTaskTimer}
            isCollecting={answers.isCollecting}
          />
        </>
      ) : (
        <Alert color="gray">{mk('player.missingItem')}</Alert>
      )}
      {saveError && (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(saveError.error)} {mk('player.saveFailedNext')}
        </Alert>
      )}
      {isSaved && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
          {mk('player.saved')}
        </Alert>
      )}
      <Group justify="flex-end" align="center" gap="sm" component="nav" aria-label={mk('player.navigation')}>
        {saving !== null ? (
          <Group gap="xs" role="status" style={{ flex: '1 1 200px' }}>
            <Loader size="xs" aria-hidden />
            <Text size="sm">
              {saving === 'recording' ? mk('player.savingRecording') : mk('player.saving')}
            </Text>
          </Group>
        ) : (
          !isSaved && (
            <Text size="sm" c="dimmed" style={{ flex: '1 1 200px' }}>
              {mk('player.notSaved')}
            </Text>
          )
        )}
        {cancelButton}
        <Button variant="default" disabled={isBusy} onClick={() => setConfirming('finish')}>
          {mk('action.finish')}
        </Button>
        {isFree && place.step > firstQuestionStep && (
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={16} aria-hidden />}
            disabled={isBusy}
            onClick={() => void goTo(place.step - 1)}
          >
            {mk('player.previous')}
          </Button>
        )}
        <Button
          rightSection={<IconChevronRight size={16} aria-hidden />}
          loading={move.isPending || saving !== null}
          disabled={change.isPending}
          onClick={goNext}
        >
          {mk('player.next')}
        </Button>
      </Group>
      {modals}
    </Stack>
  );
}
