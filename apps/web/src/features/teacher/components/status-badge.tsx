import { Badge } from '@mantine/core';
import type { AssignmentStatus } from '@prepwise/contracts';
import { useTeacherT } from '../lib/use-teacher-t';

const colours: Record<AssignmentStatus, string> = {
  NOT_STARTED: 'gray',
  IN_PROGRESS: 'blue',
  SUBMITTED: 'green',
  LATE: 'orange',
  MISSED: 'red',
};

/** A learner's standing on an assignment, in words (colour is never the only signal). */
export function StatusBadge({ status }: { status: AssignmentStatus }) {
  const { tt } = useTeacherT();
  return (
    <Badge variant="light" color={colours[status]} style={{ flexShrink: 0 }}>
      {tt(`status.${status}`)}
    </Badge>
  );
}
