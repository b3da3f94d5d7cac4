import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  isFreeMoving,
  numberPlanQuestions,
  type MockDetail,
  type MockRecord,
  type MockStatus,
} from '@prepwise/contracts';
import { answerToSend } from '../../item-player';
import { changeMock, mockKey, saveProgress } from '../api/mock-api';
import { clearMockDrafts } from './mock-drafts';
import { mockPaths } from './mock-paths';
import { mockProgress } from './mock-progress';
import { useMockAnswers } from './use-mock-answers';
import { useSaveAnswer } from './use-save-answer';
import { useSectionClock } from './use-section-clock';

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

export type Confirming = 'finish' | 'cancel' | 'review' | 'skip' | null;

/**
 * The mock player's state and moves, without its screens. It resumes exactly where the server
 * says (step, time left, the end-of-test summary) with every saved answer filled back in, and
 * any answer given but not yet saved kept as a local draft. `goTo` (Next, a jump) saves the
 * answer on screen first, a recording included, and moves on only once it is stored; after a
 * failed save a second try moves anyway. When the server refuses a move (time ran out, another
 * tab moved on) the player takes the server's place instead. Finish and Cancel are asked about
 * first (`confirming`); a forward-only test asks before leaving a question unanswered.
 */
export function useMockPlayer(detail: MockDetail) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { plan, questions, examInfo } = detail;
  const mockId = examInfo.id;
  const isFree = isFreeMoving(examInfo.kind);
  const [place, setPlace] = useState<Place>(() => placeOf(examInfo));
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
  const { saving, saveError, setSaveError, saveCurrent } = useSaveAnswer(
    mockId,
    place.step,
    questionId,
    answers,
  );

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

  const hasFailedHere = saveError?.step === place.step;
  /** Saves the answer on screen, then moves to `target`; after a failed save, a second try moves anyway. */
  const goTo = async (target: number) => {
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
    if (!place.reviewing && !hasFailedHere && !(await saveCurrent())) return;
    change.mutate('finish');
  };

  const progress = mockProgress({
    detail,
    questionSteps,
    totalQuestions: numbering.total,
    saved,
    drafted,
    currentQuestionId: questionId,
  });
  return {
    detail,
    mockId,
    isFree,
    place,
    step,
    section,
    question,
    questionId,
    answers,
    saving,
    saveError,
    confirming,
    setConfirming,
    taskTimer,
    setTaskTimer,
    move,
    change,
    remainMs,
    finishStep,
    questionSteps,
    numbering,
    progress,
    isSummary: place.reviewing || step?.type === 'FINISH',
    isBusy: saving !== null || move.isPending || change.isPending,
    isSaved: questionId !== null && saved.has(questionId) && !drafted.has(questionId) && saveError === null,
    saveCurrent,
    goTo,
    goNext,
    finishNow,
  };
}

export type MockPlayerState = ReturnType<typeof useMockPlayer>;
