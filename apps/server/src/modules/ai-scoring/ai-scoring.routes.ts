import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { examHistoryParamsSchema, practiceExamSchema } from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
import { userOf } from '../../plugins/auth.js';
import { requestExamScoring } from './ai-scoring.service.js';

/** `GET /api/test/score-exam/{id}`: AI scoring of a practice session's open answers. */
export const aiScoringRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/test/score-exam/:id',
    {
      onRequest: app.authenticate,
      schema: { tags: ['scoring'], params: examHistoryParamsSchema, response: responses(practiceExamSchema) },
    },
    async (request) => ok(await requestExamScoring(app.deps, userOf(request), request.params.id)),
  );
};
