/**
 * Names of jobs that one module enqueues and another handles, so the sender needs no import of
 * the handler's module: an attempt at a class assignment was handed in (`{ kind, id, userId }`),
 * and the assignments module settles it (scoring paid by the class, the teachers' live pages).
 */
export const settleAttemptJobName = 'assignment.settle';

/** The payload of {@link settleAttemptJobName}. */
export interface SettleAttemptPayload {
  kind: 'practice' | 'mock';
  id: string;
  userId: string;
}
