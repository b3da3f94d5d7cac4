import { supportSocketEventSchema, type SupportSocketEvent } from '@prepwise/contracts';
import type { WebSocket } from 'ws';

/** How often the conversations of connected learners are marked as seen (they are online). */
export const seenEveryMs = 20_000;

/**
 * This process's open chat sockets: learners' by conversation, admins' (the inbox) all together.
 * Every event reaches it through the shared news (`support`), from this process or, with
 * REDIS_URL, from any other, so a message posted to one API process reaches sockets on all.
 */
export class SupportHub {
  private readonly learners = new Map<string, Set<WebSocket>>();
  private readonly staff = new Set<WebSocket>();

  addLearner(conversationId: string, socket: WebSocket): void {
    const sockets = this.learners.get(conversationId) ?? new Set<WebSocket>();
    sockets.add(socket);
    this.learners.set(conversationId, sockets);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0 && this.learners.get(conversationId) === sockets)
        this.learners.delete(conversationId);
    });
  }

  addStaff(socket: WebSocket): void {
    this.staff.add(socket);
    socket.once('close', () => this.staff.delete(socket));
  }

  /** The conversations with a learner connected here now. */
  connectedConversations(): string[] {
    return [...this.learners.keys()];
  }

  /** Sends a piece of news (the JSON of a {@link SupportSocketEvent}) to the sockets it concerns. */
  deliver(detail: string): void {
    let event: SupportSocketEvent;
    try {
      const parsed = supportSocketEventSchema.safeParse(JSON.parse(detail));
      if (!parsed.success) return;
      event = parsed.data;
    } catch {
      return;
    }
    if (event.type !== 'message' && event.type !== 'read') return;
    const text = JSON.stringify(event);
    for (const socket of this.learners.get(event.conversationId) ?? []) send(socket, text);
    for (const socket of this.staff) send(socket, text);
  }

  closeAll(): void {
    for (const sockets of this.learners.values()) for (const socket of sockets) socket.close(1001);
    for (const socket of this.staff) socket.close(1001);
  }
}

const openState = 1;

function send(socket: WebSocket, text: string): void {
  if (socket.readyState === openState) socket.send(text);
}
