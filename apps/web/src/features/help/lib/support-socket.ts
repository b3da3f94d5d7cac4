import { useEffect, useRef, useState } from 'react';
import {
  supportSocketEventSchema,
  type SupportSocketEvent,
  type SupportSocketHello,
} from '@prepwise/contracts';

/** `live`: events arrive over the WebSocket; `polling`: it is down, the caller polls instead. */
export type SupportLink = 'live' | 'polling';

const retryDelaysMs = [1000, 2000, 5000, 10_000, 30_000];

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/api/support/socket`;
}

/**
 * Keeps a WebSocket to the support chat open while `hello` is given: says who it is, hands every
 * event to `onEvent`, and reconnects with growing pauses. While it is not connected the link is
 * `polling`, so the caller falls back to asking the server every few seconds.
 */
export function useSupportSocket(
  hello: SupportSocketHello | null,
  onEvent: (event: SupportSocketEvent) => void,
): SupportLink {
  const [link, setLink] = useState<SupportLink>('polling');
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  const helloText = hello ? JSON.stringify(hello) : null;

  useEffect(() => {
    if (!helloText || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let isStopped = false;

    const connect = () => {
      socket = new WebSocket(socketUrl());
      socket.onopen = () => socket?.send(helloText);
      socket.onmessage = (message) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(message.data));
        } catch {
          return;
        }
        const event = supportSocketEventSchema.safeParse(parsed);
        if (!event.success) return;
        if (event.data.type === 'ready') {
          attempt = 0;
          setLink('live');
        }
        handler.current(event.data);
      };
      socket.onclose = () => {
        setLink('polling');
        if (isStopped) return;
        const delay = retryDelaysMs[Math.min(attempt, retryDelaysMs.length - 1)] ?? 30_000;
        attempt += 1;
        retry = setTimeout(connect, delay);
      };
    };
    connect();
    return () => {
      isStopped = true;
      clearTimeout(retry);
      socket?.close();
      setLink('polling');
    };
  }, [helloText]);

  return link;
}

/** How often the chat asks the server for news while the socket is down. */
export const pollEveryMs = 4000;
