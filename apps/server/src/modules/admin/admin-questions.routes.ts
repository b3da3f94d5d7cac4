import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminQuestionActionRequestSchema,
  adminQuestionExportQuerySchema,
  adminQuestionExportSchema,
  adminQuestionImportRequestSchema,
  adminQuestionImportResultSchema,
  maxQuestionFileChars,
  adminQuestionListQuerySchema,
  adminQuestionParamsSchema,
  adminQuestionSchema,
  adminQuestionSummarySchema,
  questionDraftSchema,
  questionMediaResultSchema,
  questionMediaUpload,
  successMessages,
} from '@prepwise/contracts';
import { AppError } from '../../lib/app-error.js';
import { ok, responses } from '../../lib/envelope.js';
import { userOf } from '../../plugins/auth.js';
import {
  applyQuestionAction,
  createAdminQuestion,
  exportAdminQuestions,
  getAdminQuestion,
  importAdminQuestions,
  listAdminQuestions,
  updateAdminQuestion,
} from './admin-questions.service.js';
import { storeQuestionMedia } from './admin-question-media.service.js';

/**
 * The question bank in the admin console: the paged list of every question (any state), one
 * question's content, creation and replacement (validated like `npm run content` items),
 * (de)activation and the repeated flag, and media upload. Every change is audited.
 */
export const adminQuestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  app.addContentTypeParser(
    [...questionMediaUpload.audioTypes, ...questionMediaUpload.imageTypes],
    { parseAs: 'buffer', bodyLimit: questionMediaUpload.maxBytes + 1 },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/admin/questions',
    {
      schema: {
        tags,
        querystring: adminQuestionListQuerySchema,
        response: responses(z.array(adminQuestionSummarySchema)),
      },
    },
    async (request, reply) => {
      const { items, total } = await listAdminQuestions(app.deps, request.query);
      void reply.header('x-total-count', String(total));
      return ok(items);
    },
  );

  app.get(
    '/api/admin/questions/:id',
    { schema: { tags, params: adminQuestionParamsSchema, response: responses(adminQuestionSchema) } },
    async (request) => ok(await getAdminQuestion(app.deps, request.params.id)),
  );

  app.post(
    '/api/admin/questions',
    { schema: { tags, body: questionDraftSchema, response: responses(adminQuestionSchema) } },
    async (request) =>
      ok(await createAdminQuestion(app.deps, userOf(request), request.body), successMessages.changesApplied),
  );

  app.put(
    '/api/admin/questions/:id',
    {
      schema: {
        tags,
        params: adminQuestionParamsSchema,
        body: questionDraftSchema,
        response: responses(adminQuestionSchema),
      },
    },
    async (request) =>
      ok(
        await updateAdminQuestion(app.deps, userOf(request), request.params.id, request.body),
        successMessages.changesApplied,
      ),
  );

  app.post(
    '/api/admin/questions/:id/actions',
    {
      schema: {
        tags,
        params: adminQuestionParamsSchema,
        body: adminQuestionActionRequestSchema,
        response: responses(adminQuestionSchema),
      },
    },
    async (request) =>
      ok(
        await applyQuestionAction(app.deps, userOf(request), request.params.id, request.body.action),
        successMessages.changesApplied,
      ),
  );

  app.post(
    '/api/admin/questions/media',
    {
      bodyLimit: questionMediaUpload.maxBytes + 1,
      schema: { tags, response: responses(questionMediaResultSchema) },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('error.fileType');
      return ok(
        await storeQuestionMedia(app.deps, userOf(request), request.headers['content-type'], request.body),
      );
    },
  );

  app.post(
    '/api/admin/questions/import',
    {
      // A question file is larger than the app's usual request limit (UTF-8: up to 4 bytes a character).
      bodyLimit: maxQuestionFileChars * 4,
      schema: {
        tags,
        body: adminQuestionImportRequestSchema,
        response: responses(adminQuestionImportResultSchema),
      },
    },
    async (request) => {
      const result = await importAdminQuestions(app.deps, userOf(request), request.body);
      return ok(result, result.problems.length === 0 ? successMessages.changesApplied : '');
    },
  );

  app.get(
    '/api/admin/questions/export',
    {
      schema: {
        tags,
        querystring: adminQuestionExportQuerySchema,
        response: responses(adminQuestionExportSchema),
      },
    },
    async (request) => ok(await exportAdminQuestions(app.deps, request.query)),
  );
};
