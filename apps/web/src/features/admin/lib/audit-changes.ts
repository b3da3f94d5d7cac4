/** One field of an audit entry: its value before and after, or only after (something was sent). */
export interface AuditChange {
  field: string;
  before?: unknown;
  after: unknown;
  /** False when the entry has no "before" (an e-mail sent, say): only the value after is shown. */
  hasBefore: boolean;
}

function isSame(left: unknown, right: unknown): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

/**
 * The fields an audit entry changed, in the order they first appear: with a "before", only the
 * fields whose value differs; without one, every field of "after".
 */
export function auditChangesOf(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (!before) return fields.map((field) => ({ field, after: after?.[field], hasBefore: false }));
  return fields
    .filter((field) => !isSame(before[field], after?.[field]))
    .map((field) => ({ field, before: before[field], after: after?.[field], hasBefore: true }));
}
