import { useEffect, useRef, useState } from 'react';
import { classSocketPath } from '@prepwise/contracts';
import { getStoredToken } from '../../../lib/session/token-storage';

/** The live link's state, for a small "Live" / "Reconnecting" badge. */
export type LiveState = 'connecting' | 'live' | 'offline' | 'refused';

/** Close code of a socket the server refused (not a teacher of the class, or a bad token). */
const refusedCode = 4401;
const maxDelayMs = 30_000;

/**
 * Watches a class live: opens the teacher socket (same origin, ws or wss), says who the teacher
 * is and which class, and calls `onEvent` for every message after `ready` (the class's work
 * changed). A refusal (4401) is final; any other close is retried with a growing delay.
 */
export function useClassSocket(classId: string, onEvent: (message: unknown) => void): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);
  useEffect(() => {
    let socket: WebSocket | undefined;
    let retryTimer: number | undefined;
    let attempt = 0;
    let isStopped = false;

    const connect = () => {
      const token = getStoredToken();
      if (!token || isStopped) return;
      setState('connecting');
      const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
      const current = new WebSocket(`${protocol}//${window.location.host}${classSocketPath}`);
      socket = current;
      let isReady = false;
      current.addEventListener('open', () => {
        current.send(JSON.stringify({ accessToken: token, classId }));
      });
      current.addEventListener('message', (event: MessageEvent) => {
        let message: unknown;
        try {
          message = JSON.parse(String(event.data));
        } catch {
          return;
        }
        if (!isReady) {
          if ((message as { type?: unknown }).type === 'ready') {
            isReady = true;
            attempt = 0;
            setState('live');
          }
          return;
        }
        handler.current(message);
      });
      current.addEventListener('close', (event: CloseEvent) => {
        if (isStopped) return;
        if (event.code === refusedCode) {
          setState('refused');
          return;
        }
        setState('offline');
        const delay = Math.min(maxDelayMs, 1000 * 2 ** attempt) * (0.75 + Math.random() / 2);
        attempt += 1;
        retryTimer = window.setTimeout(connect, delay);
      });
    };

    connect();
    return () => {
      isStopped = true;
      window.clearTimeout(retryTimer);
      socket?.close(1000, 'page left');
    };
  }, [classId]);
  return state;
}
