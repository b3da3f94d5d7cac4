import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Fetch } from '../../apps/server/src/modules/marketplace/providers/types.js';

/** One stand-in's request handler: true when it answered the request. */
export type Route = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<boolean>;

/** What every stand-in is given: where it is served, how it calls the merchant, where it logs. */
export interface StandInContext {
  baseUrl: () => string;
  fetch: Fetch;
  log: (line: string) => void;
  now: () => Date;
}

const maxBody = 64 * 1024;

/** The request body as text (at most 64 KiB). */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBody) throw new Error('request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON body as an object, or undefined when it is not one. */
export async function readJsonObject(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  try {
    const parsed: unknown = JSON.parse(await readBody(request));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A form-encoded body's fields. */
export async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(request));
}

export function sendJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(value));
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { location });
  response.end();
}

/** Appends a query string to a URL that may already have one. */
export function withQuery(url: string, query: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The stand-in's payment page: what is paid, and a "Pay" and a "Decline" button. */
export function choicePage(input: {
  provider: string;
  action: string;
  token: string;
  lines: string[];
}): string {
  const lines = input.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(input.provider)} (local stand-in)</title></head><body><main>
<h1>${escapeHtml(input.provider)} (local stand-in)</h1>${lines}
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
<button type="submit" name="choice" value="pay">Pay</button>
<button type="submit" name="choice" value="decline">Decline</button>
</form></main></body></html>`;
}

/** An error page the way a provider shows a refused request to the learner. */
export function errorPage(provider: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(provider)}</title></head>
<body><main><h1>${escapeHtml(provider)}</h1><p role="alert">${escapeHtml(message)}</p></main></body></html>`;
}
