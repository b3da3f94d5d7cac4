import type { FastifyPluginAsync } from 'fastify';
import { sessionScoringApi } from '@prepwise/contracts';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { userOf } from '../../plugins/auth.js';
import { requestSessionScoring } from './ai-scoring.service.js';

/** `GET /api/test/score-exam/{id}`: AI scoring of a practice session's open answers. */
export const aiScoringRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, sessionScoringApi.score, ({ params }, request) =>
    requestSessionScoring(app.deps, userOf(request), params.id),
  );
};
