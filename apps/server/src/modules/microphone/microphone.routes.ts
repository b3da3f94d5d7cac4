import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { microphoneCheckApi } from '@prepwise/contracts';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { userOf } from '../../plugins/auth.js';
import { checkLearnerMicrophone } from './microphone-check.service.js';

/** The microphone and headset check before a mock (`POST /api/microphone-check`). */
export const microphoneRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, microphoneCheckApi.check, ({ body }, request) =>
    checkLearnerMicrophone(app.deps, userOf(request).id, body.audioKey),
  );
};
