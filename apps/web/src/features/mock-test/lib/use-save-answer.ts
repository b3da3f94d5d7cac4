import { useState } from 'react';
import type { AnswerResponse } from '@prepwise/contracts';
import { saveAnswer } from '../api/mock-api';
import { isSameResponse } from './mock-drafts';
import type { useMockAnswers } from './use-mock-answers';

/**
 * Saving the answer on screen of a mock's step: `saveCurrent` stores it unless the server has it
 * already, a recording stopped and uploaded first (`saving` says which is under way). It answers
 * false when the save failed; the error is kept with its step, so the player can let a second try
 * move on.
 */
export function useSaveAnswer(
  mockId: string,
  step: number,
  questionId: number | null,
  answers: ReturnType<typeof useMockAnswers>,
) {
  const [saving, setSaving] = useState<'answer' | 'recording' | null>(null);
  const [saveError, setSaveError] = useState<{ step: number; error: unknown } | null>(null);

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
    if (!toSave || isSameResponse(toSave, answers.saved.get(questionId))) return true;
    setSaving('answer');
    try {
      await saveAnswer(mockId, questionId, toSave);
      answers.markSaved(questionId, toSave);
      setSaveError(null);
      return true;
    } catch (error) {
      setSaveError({ step, error });
      return false;
    } finally {
      setSaving(null);
    }
  };
  return { saving, saveError, setSaveError, saveCurrent };
}
