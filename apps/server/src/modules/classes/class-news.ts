import type { ClassEvent } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';

/**
 * Tells every process that a class's work changed (a learner joined, started, handed in, or an
 * answer was scored or signed), so the teachers' live pages there refresh. Best effort: a lost
 * piece of news only delays a page until its next read.
 */
export async function announceClassChange(
  deps: AppDeps,
  change: { classId: string; assignmentId?: string; userId?: string },
): Promise<void> {
  const event: ClassEvent = {
    type: 'submission',
    classId: change.classId,
    assignmentId: change.assignmentId ?? null,
    userId: change.userId ?? null,
  };
  await deps.shared.publish('classes', JSON.stringify(event)).catch(() => undefined);
}
