import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminQuestionsApi,
  maxQuestionFileChars,
  questionMediaUpload,
  successMessages,
} from '@prepwise/contracts';
import { registerEndpoint, registerUpload, withMessage } from '../../lib/register-endpoint.js';
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
 * The question bank in the admin console, declared in contracts' adminQuestionsApi with auth
 * 'admin': the paged list of every question (any state), one question's content, creation and
 * replacement (validated like `npm run content` items), (de)activation and the repeated flag,
 * media upload, and question files imported and exported. Every change is audited.
 */
export const adminQuestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  registerEndpoint(app, adminQuestionsApi.list, ({ query }) => listAdminQuestions(deps, query));
  registerEndpoint(app, adminQuestionsApi.get, ({ params }) => getAdminQuestion(deps, params.id));
  registerEndpoint(app, adminQuestionsApi.create, ({ body }, request) =>
    createAdminQuestion(deps, userOf(request), body),
  );
  registerEndpoint(app, adminQuestionsApi.update, ({ params, body }, request) =>
    updateAdminQuestion(deps, userOf(request), params.id, body),
  );
  registerEndpoint(app, adminQuestionsApi.act, ({ params, body }, request) =>
    applyQuestionAction(deps, userOf(request), params.id, body.action),
  );
  const { audioTypes, imageTypes, maxBytes } = questionMediaUpload;
  registerUpload(
    app,
    adminQuestionsApi.uploadMedia,
    { contentTypes: [...audioTypes, ...imageTypes], maxBytes },
    (request, body) => storeQuestionMedia(deps, userOf(request), request.headers['content-type'], body),
  );
  registerEndpoint(
    app,
    adminQuestionsApi.import,
    async ({ body }, request) => {
      const result = await importAdminQuestions(deps, userOf(request), body);
      // All or nothing: the catalogue's changesApplied only when every item went in.
      return withMessage(result, result.problems.length === 0 ? successMessages.changesApplied : '');
    },
    // A question file is larger than the app's usual request limit (UTF-8: up to 4 bytes a character).
    { bodyLimit: maxQuestionFileChars * 4 },
  );
  registerEndpoint(app, adminQuestionsApi.export, ({ query }) => exportAdminQuestions(deps, query));
};
