import { useRef, useState } from 'react';
import type { AnswerResponse, MockDetail } from '@prepwise/contracts';
import { answerToSend, hasPendingTake, type ItemAnswer } from '../../item-player';
import { clearDraft, isSameResponse, readDraft, writeDraft } from './mock-drafts';

/**
 * The answers of a mock in progress, owned here rather than by the task players: the ones the
 * server stored, the ones given but not saved yet (kept as local drafts, so a reload resumes
 * them exactly), and the answer on screen for the current step, which the task player shows
 * (`answer`) and changes (`handleChange`). A step starts from its draft or else its saved answer.
 */
export function useMockAnswers(detail: MockDetail, step: number, questionId: number | null) {
  const { plan, examInfo } = detail;
  const mockId = examInfo.id;
  const [saved, setSaved] = useState<ReadonlyMap<number, AnswerResponse>>(
    () => new Map(examInfo.answers.map((answer) => [answer.questionId, answer.response])),
  );
  const [drafted, setDrafted] = useState<ReadonlySet<number>>(
    () =>
      new Set(
        plan.steps.flatMap((entry) =>
          entry.questionId !== null && readDraft(mockId, entry.questionId) ? [entry.questionId] : [],
        ),
      ),
  );
  const [edited, setEdited] = useState<{ step: number; value: ItemAnswer } | null>(null);
  // A recording under way is asked for (`isCollecting`); this resolves once its take settles.
  const [isCollecting, setCollecting] = useState(false);
  const takeSettled = useRef<((value: ItemAnswer) => void) | null>(null);

  const answer: ItemAnswer | null =
    edited?.step === step
      ? edited.value
      : questionId !== null
        ? (readDraft(mockId, questionId) ?? saved.get(questionId) ?? null)
        : null;

  const markDrafted = (id: number, isDraft: boolean) =>
    setDrafted((known) => {
      if (known.has(id) === isDraft) return known;
      const next = new Set(known);
      if (isDraft) next.add(id);
      else next.delete(id);
      return next;
    });

  const handleChange = (value: ItemAnswer) => {
    setEdited({ step, value });
    if (takeSettled.current && !hasPendingTake(value)) {
      takeSettled.current(value);
      takeSettled.current = null;
    }
    if (questionId === null) return;
    const response = answerToSend(value);
    const isDraft = response !== null && !isSameResponse(response, saved.get(questionId));
    if (isDraft) writeDraft(mockId, questionId, response);
    else clearDraft(mockId, questionId);
    markDrafted(questionId, isDraft);
  };

  /**
   * The answer on screen as it can be sent (null: nothing to send). A recording under way is
   * first stopped, encoded and uploaded by its player, which reports the settled take.
   */
  const collectAnswer = async (): Promise<AnswerResponse | null> => {
    if (!hasPendingTake(answer)) return answerToSend(answer);
    try {
      const settled = await new Promise<ItemAnswer>((resolve) => {
        takeSettled.current = resolve;
        setCollecting(true);
      });
      return answerToSend(settled);
    } finally {
      setCollecting(false);
    }
  };

  /** The server stored `response` for `id`: its draft is no longer needed. */
  const markSaved = (id: number, response: AnswerResponse) => {
    setSaved((known) => new Map(known).set(id, response));
    clearDraft(mockId, id);
    markDrafted(id, false);
  };

  return {
    saved,
    drafted,
    answer,
    handleChange,
    isCollecting,
    hasPendingTake: hasPendingTake(answer),
    collectAnswer,
    markSaved,
    /** Called on a move: the next step starts from its own draft or saved answer. */
    leaveStep: () => setEdited(null),
  };
}
