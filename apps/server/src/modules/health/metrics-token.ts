import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

function isSameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether the request may read operators' endpoints: always without `METRICS_TOKEN`, else with it as a bearer token. */
export function hasMetricsToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return true;
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return Boolean(match?.[1] && isSameToken(match[1], token));
}
