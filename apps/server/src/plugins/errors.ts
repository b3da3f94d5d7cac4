import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorMessages, type ErrorCode, type ErrorEnvelope, type FieldError } from '@prepwise/contracts';
import { AppError } from '../lib/app-error.js';

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
});

/** Sends an AppError as the envelope. */
export function sendError(reply: FastifyReply, error: AppError) {
  const body: ErrorEnvelope = {
    statusCode: error.statusCode,
    message: error.message,
    data: { code: error.code, ...(error.fields ? { fields: error.fields } : {}) },
  };
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
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('error.validation', error.message);
  }
  return new AppError('error.http.500');
}
