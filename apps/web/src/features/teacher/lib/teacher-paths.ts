import { paths } from '../../../lib/routes';

export type ClassTab = 'work' | 'learners' | 'gradebook' | 'teachers' | 'settings';
export const classTabs: ClassTab[] = ['work', 'learners', 'gradebook', 'teachers', 'settings'];

/** A class's page, on one of its tabs. */
export function classPath(classId: string, tab?: ClassTab): string {
  return `${paths.teacher}/classes/${classId}${tab && tab !== 'work' ? `?tab=${tab}` : ''}`;
}

/** An assignment's submissions, item analysis and open answers. */
export function assignmentPath(classId: string, assignmentId: string): string {
  return `${paths.teacher}/classes/${classId}/assignments/${assignmentId}`;
}

/** One open answer to read and sign. */
export function answerPath(
  classId: string,
  assignmentId: string,
  answer: { kind: string; attemptId: string; questionId: number },
): string {
  return `${assignmentPath(classId, assignmentId)}/answers/${answer.kind}/${answer.attemptId}/${answer.questionId}`;
}

/** A learner's report for a class's teachers. */
export function learnerPath(classId: string, userId: string): string {
  return `${paths.teacher}/classes/${classId}/learners/${userId}`;
}
