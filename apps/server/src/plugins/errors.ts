import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  errorMessages,
  findNulCharacter,
  nulCharacterMessage,
  type ErrorCode,
  type ErrorEnvelope,
  type FieldError,
} from '@prepwise/contracts';
import { AppError } from '../lib/app-error.js';
import { exceedsJsonLimits } from '../lib/json-limits.js';

/**
 * Maps every failure to the envelope `{statusCode, message, data: {code, fields?}}` with the
 * catalogue's text. 5xx are logged with the request and never leak internals.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) {
      request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
    }
    return sendError(reply, appError);
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    return sendError(reply, new AppError('error.http.404'));
  });

  // A body longer than the route accepts is refused from its Content-Length, before it is read;
  // Node discards the rest of the upload, so the client still reads the 413.
  app.addHook('onRequest', async (request) => {
    const length = Number(request.headers['content-length'] ?? 0);
    const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024;
    if (length > limit) throw new AppError('error.payloadTooLarge');
  });

  // A JSON body nested thousands deep would overflow the stack of whatever walks it recursively
  // (validation, the NUL check below): its shape is measured without recursion before parsing.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (exceedsJsonLimits(text)) {
      done(new AppError('error.jsonTooDeep'), undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  // PostgreSQL refuses NUL in text: such input is a 400 naming the field, on every route.
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const field = findNulCharacter(value);
      if (field === null) continue;
      const name = field || part;
      throw new AppError('error.validation', nulCharacterMessage, [
        { field: name, message: nulCharacterMessage },
      ]);
    }
  });
});

/**
 * Errors Fastify raises before a route runs (a malformed or too long URL), in the envelope.
 * Passed as the `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const code: ErrorCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'error.http.414' : 'error.validation';
  void sendError(reply, new AppError(code));
}

/**
 * Errors Node's HTTP parser raises before there is a request (headers over `maxHeaderSize`, a
 * malformed request line, a request that took too long to arrive), answered on the socket in
 * the envelope with the security headers, instead of Node's or Fastify's bare answer. Passed
 * as the `clientErrorHandler` option.
 *
 * Why here and not by raising `maxHeaderSize` and checking the size in an `onRequest` hook:
 * any limit the parser enforces ends here anyway (a larger limit only moves the threshold, and
 * makes every connection's parser hold more), so this one place covers them all.
 */
export function clientErrorResponder(securityHeaders: Record<string, string>) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const appError =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? new AppError('error.headersTooLarge')
        : new AppError('error.validation', 'The request could not be read.');
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : appError.statusCode;
    const body = JSON.stringify({
      statusCode: status,
      message: appError.message,
      data: { code: appError.code },
    } satisfies ErrorEnvelope);
    const headers = {
      ...securityHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    if (socket.writable)
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${head}\r\n\r\n${body}`);
    socket.destroy();
  };
}

/** Sends an AppError as the envelope. */
export function sendError(reply: FastifyReply, error: AppError) {
  const body: ErrorEnvelope = {
    statusCode: error.statusCode,
    message: error.message,
    data: { code: error.code, ...(error.fields ? { fields: error.fields } : {}) },
  };
  // A 503 is temporary: say when to try again (object storage gets longer to come back).
  if (error.statusCode === 503)
    reply.header('retry-after', error.code === 'error.storageUnavailable' ? '10' : '2');
  return reply.status(error.statusCode).type('application/json').send(body);
}

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: FieldError[] = [];
    const issues = error.validation as { instancePath: string; message?: string }[];
    for (const issue of issues) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      // One message per field: the first failing rule, as a form would show it.
      if (fields.some((known) => known.field === field)) continue;
      fields.push({ field, message: issue.message ?? errorMessages['error.validation'] });
    }
    return new AppError('error.validation', fields[0]?.message, fields);
  }
  if (isResponseSerializationError(error)) return new AppError('error.http.500');
  const byFastifyCode: Record<string, ErrorCode> = {
    FST_ERR_CTP_INVALID_JSON_BODY: 'error.badJson',
    FST_ERR_CTP_EMPTY_JSON_BODY: 'error.badJson',
    FST_ERR_CTP_BODY_TOO_LARGE: 'error.payloadTooLarge',
    FST_ERR_CTP_INVALID_MEDIA_TYPE: 'error.fileType',
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'error.validation',
  };
  const mapped = error.code ? byFastifyCode[error.code] : undefined;
  if (mapped) return new AppError(mapped);
  if (error instanceof SyntaxError) return new AppError('error.badJson');
  if (error.statusCode === 429) return new AppError('error.http.429');
  if (error.statusCode === 413) return new AppError('error.payloadTooLarge');
  if (error.statusCode === 414) return new AppError('error.http.414');
  if (error.statusCode === 415) return new AppError('error.fileType');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('error.validation', error.message);
  }
  return new AppError('error.http.500');
}
