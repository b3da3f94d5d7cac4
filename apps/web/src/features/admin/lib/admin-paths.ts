import { paths } from '../../../lib/routes';

/** `/platform/admin/users/{id}`: one account in the console. */
export function adminUserPath(userId: string): string {
  return `${paths.adminUsers}/${userId}`;
}

/** The audit page showing only the changes to one account. */
export function adminAuditPathFor(targetId: string): string {
  return `${paths.adminAudit}?${new URLSearchParams({ targetId }).toString()}`;
}

/** The support inbox with one conversation open. */
export function adminSupportPathFor(conversationId: string): string {
  return `${paths.adminSupport}?${new URLSearchParams({ conversation: conversationId }).toString()}`;
}

/** A question's page in the console (its editor and preview); `new` for a question to create. */
export function adminQuestionPath(id: number | 'new'): string {
  return `${paths.adminQuestions}/${id}`;
}
