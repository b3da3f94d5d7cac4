import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successMessages, surveyRequestSchema } from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
import { userOf } from '../../plugins/auth.js';
import { insertSurvey } from './survey.repository.js';

/** The survey / feedback prompt (`POST api/survey`): stored with the user and the page. */
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
};
