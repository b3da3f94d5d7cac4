import { classEventSchema } from '@prepwise/contracts';
import type { WebSocket } from 'ws';

const openState = 1;

/**
 * This process's open teacher sockets, by the class they watch. Every piece of class news reaches
 * it through the shared news (`classes`), from this process or, with REDIS_URL, from any other,
 * so a learner handing work in on one API process refreshes the teacher's page on another.
 */
export class ClassHub {
  private readonly watchers = new Map<string, Set<WebSocket>>();

  watch(classId: string, socket: WebSocket): void {
    const sockets = this.watchers.get(classId) ?? new Set<WebSocket>();
    sockets.add(socket);
    this.watchers.set(classId, sockets);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0 && this.watchers.get(classId) === sockets) this.watchers.delete(classId);
    });
  }

  /** Sends a piece of news (the JSON of a ClassEvent) to the sockets watching its class. */
  deliver(detail: string): void {
    let classId: string;
    try {
      const parsed = classEventSchema.safeParse(JSON.parse(detail));
      if (!parsed.success) return;
      classId = parsed.data.classId;
    } catch {
      return;
    }
    for (const socket of this.watchers.get(classId) ?? [])
      if (socket.readyState === openState) socket.send(detail);
  }

  closeAll(): void {
    for (const sockets of this.watchers.values()) for (const socket of sockets) socket.close(1001);
  }
}
