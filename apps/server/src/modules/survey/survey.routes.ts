import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSurveyApi, successMessages, surveyRequestSchema } from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
import { userOf } from '../../plugins/auth.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { insertSurvey } from './survey.repository.js';
import { exportSurveyAnswers, listSurveyAnswers, summarizeSurveyAnswers } from './survey-admin.service.js';

/**
 * The survey / feedback prompt (`POST api/survey`): stored with the user and the page; admins read
 * the answers, their averages per page, and export them.
 */
export const surveyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/survey',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['feedback'],
        body: surveyRequestSchema,
        response: responses(z.object({ id: z.string() })),
      },
    },
    async (request) => {
      const id = await insertSurvey(app.deps.db, { userId: userOf(request).id, ...request.body });
      return ok({ id }, successMessages.feedbackThanks);
    },
  );
  registerEndpoint(app, adminSurveyApi.list, ({ query }) => listSurveyAnswers(app.deps, query));
  registerEndpoint(app, adminSurveyApi.summary, ({ query }) => summarizeSurveyAnswers(app.deps, query));
  registerEndpoint(app, adminSurveyApi.export, ({ query }) => exportSurveyAnswers(app.deps, query));
};
