import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The content security policy of every response: same origin only, inline styles for Mantine. */
export const helmetOptions: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * Helmet's headers for the options above, computed once: helmet builds them on every request,
 * which cost a hot route about 6 % of its time. Strict-Transport-Security is left out here and
 * sent only on HTTPS requests (a browser ignores it over HTTP, and it must not pin plain-HTTP
 * deployments).
 */
export function securityHeaders(options: Readonly<HelmetOptions> = helmetOptions): {
  always: Record<string, string>;
  https: Record<string, string>;
} {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => undefined,
  };
  let failure: unknown;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error('helmet refused its options');
  const { 'strict-transport-security': hsts, ...always } = headers;
  return { always, https: hsts ? { 'strict-transport-security': hsts } : {} };
}

/** Adds the precomputed security headers to every response. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const { always, https } = securityHeaders();
  app.addHook('onRequest', async (request, reply) => {
    void reply.headers(always);
    if (request.protocol === 'https') void reply.headers(https);
  });
});
