import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { envelopeResponse, urlOf } from './fetch';

type Answer = () => Response | Promise<Response>;

/**
 * Stubs `fetch` for a page's failure and its "Try again": each path (without its query) in
 * `answers` fails with a 500 until `recover()`, then answers; each in `steady` always answers
 * (the session); any other path is a 404.
 */
export function serveFailing(answers: Record<string, Answer>, steady: Record<string, Answer> = {}) {
  let isFailing = true;
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = urlOf(input).split('?')[0] ?? '';
    const always = steady[path];
    if (always) return always();
    const answer = answers[path];
    if (!answer) return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
    return isFailing ? envelopeResponse(500, 'Internal server error', { code: 'error.http.500' }) : answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, recover: () => (isFailing = false) };
}

/** Clicks the "Try again" of a failure (its alert). */
export async function retryIn(alert: HTMLElement) {
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
}
