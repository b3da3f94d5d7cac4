import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminQuestionActionRequestSchema,
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
  getAdminQuestion,
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
};
