import { adminSupportApi, supportApi, supportUploadsApi, type Language } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { uploadToEndpoint } from '../../../lib/api/endpoint-upload';

/** The learner's (or visitor's) support chat, through the typed client. */
const chat = createApiClient(supportApi);

/** How the learner's side proves who it is: nothing extra (the bearer token) or a visitor's conversation token. */
export interface SupportIdentity {
  visitorToken: string | null;
}

function headersOf(identity: SupportIdentity): Record<string, string> {
  return identity.visitorToken ? { 'x-support-token': identity.visitorToken } : {};
}

export const supportKey = ['support'] as const;

export function threadKey(conversationId: string | null) {
  return [...supportKey, 'thread', conversationId] as const;
}

export function startConversation(input: { email?: string; body: string; language: Language }) {
  return chat.start({ body: input });
}

export function fetchMyConversation() {
  return chat.mine(undefined, { context: { silent: true } });
}

export function fetchThread(conversationId: string, identity: SupportIdentity) {
  return chat.thread(
    { params: { id: conversationId }, query: {} },
    { context: { headers: headersOf(identity), silent: true } },
  );
}

export function sendMessage(
  conversationId: string,
  identity: SupportIdentity,
  message: { body: string; attachmentKey?: string },
) {
  return chat.send(
    { params: { id: conversationId }, body: message },
    { context: { headers: headersOf(identity) } },
  );
}

export function markRead(conversationId: string, identity: SupportIdentity) {
  return chat.read(
    { params: { id: conversationId } },
    { context: { headers: headersOf(identity), silent: true } },
  );
}

/** Uploads an image for a conversation (the learner's, or as an admin: `side`) and returns its key. */
export async function uploadImage(
  side: keyof typeof supportUploadsApi,
  conversationId: string,
  file: File,
  identity: SupportIdentity,
): Promise<string> {
  const { key } = await uploadToEndpoint(
    supportUploadsApi[side],
    { id: conversationId },
    file,
    headersOf(identity),
  );
  return key;
}

// ---- The admin inbox ----

/** The admin inbox, through the typed client. */
const inbox = createApiClient(adminSupportApi);

export const inboxKey = [...supportKey, 'inbox'] as const;

export function fetchInbox(page: number, size: number) {
  return inbox.inbox({ query: { page, size } });
}

export function fetchStaffThread(conversationId: string) {
  return inbox.thread({ params: { id: conversationId } });
}

export function replyAsStaff(conversationId: string, message: { body: string; attachmentKey?: string }) {
  return inbox.reply({ params: { id: conversationId }, body: message });
}

/** Toasts "Your changes have been applied." */
export function assignConversation(conversationId: string, adminId: string | null) {
  return inbox.assign(
    { params: { id: conversationId }, body: { adminId } },
    { context: { successMessage: true } },
  );
}

export function fetchLearnerContext(conversationId: string) {
  return inbox.context({ params: { id: conversationId } });
}
