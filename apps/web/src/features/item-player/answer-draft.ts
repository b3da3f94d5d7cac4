import { createContext, use, useEffect } from 'react';
import type { AnswerResponse } from '@prepwise/contracts';

/**
 * What a frame around a task (the mock player) shares with it: the answer to start from (saved
 * on the server or kept as a local draft), a callback told of every change to the answer, and a
 * place where a task whose answer needs work before it can be sent (a recording to stop, encode
 * and upload) publishes that work. Practice has no frame: tasks start empty and report nothing.
 */
export interface AnswerDraft {
  /** The answer the task starts from; null for a fresh start. */
  initial: AnswerResponse | null;
  /** Whether `initial` is already saved on the server (a recording is then shown as saved). */
  isInitialSaved: boolean;
  /** Called whenever the learner changes the answer; null while there is nothing to send. */
  onChange: (response: AnswerResponse | null) => void;
  /**
   * Where a recording task registers its "finish and upload what I have" (resolving to its
   * answer, or null), and unregisters it with null.
   */
  registerCollect: (collect: (() => Promise<AnswerResponse | null>) | null) => void;
}

export const AnswerDraftContext = createContext<AnswerDraft | null>(null);

/** The answer a task starts from inside a frame (null in practice). */
export function useInitialResponse(): AnswerResponse | null {
  return use(AnswerDraftContext)?.initial ?? null;
}

/**
 * Tells the frame the task's current answer after every change (null: nothing to send). The
 * answer is compared by value, so re-renders with an equal answer do not report again.
 */
export function useReportAnswer(response: AnswerResponse | null): void {
  const draft = use(AnswerDraftContext);
  const key = JSON.stringify(response);
  useEffect(() => {
    draft?.onChange(JSON.parse(key) as AnswerResponse | null);
  }, [draft, key]);
}
