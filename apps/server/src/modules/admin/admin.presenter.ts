import type { OutboxRow } from './admin.repository.js';

/** An outbox row as the admin view shows it. */
export function presentOutboxEntry(row: OutboxRow) {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    template: row.template,
    status: row.status,
    transport: row.transport,
    createdDate: row.createdAt.toISOString(),
    sentDate: row.sentAt?.toISOString() ?? null,
  };
}
