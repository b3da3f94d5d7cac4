import { createHmac, timingSafeEqual } from 'node:crypto';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signatureOf(secret: string, conversationId: string): string {
  return createHmac('sha256', secret).update(`support-conversation:${conversationId}`).digest('base64url');
}

/**
 * The token that opens a visitor's conversation: its id and an HMAC of it under the app secret.
 * Only the server can make one, so a visitor reaches their own conversation and no other.
 */
export function signConversationToken(secret: string, conversationId: string): string {
  return `${conversationId}.${signatureOf(secret, conversationId)}`;
}

/** The conversation a token opens, or null when it is malformed or not signed by this server. */
export function verifyConversationToken(secret: string, token: string): string | null {
  const [id, signature, ...rest] = token.split('.');
  if (!id || !signature || rest.length > 0 || !uuidPattern.test(id)) return null;
  const expected = Buffer.from(signatureOf(secret, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
