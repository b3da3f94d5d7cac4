import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminQuestionsApi } from '@prepwise/contracts';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { userOf } from '../../plugins/auth.js';
import { generateAdminPhoneticItems, saveAdminPhoneticItems } from './admin-phonetics.service.js';

/**
 * The THPT phonetic item generator of the question console (contracts' adminQuestionsApi, auth
 * 'admin'): previews from typed words or the generator's own, and saving the kept ones as audited
 * questions.
 */
export const adminPhoneticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  registerEndpoint(app, adminQuestionsApi.generatePhonetics, ({ body }) =>
    generateAdminPhoneticItems(deps, body),
  );
  registerEndpoint(app, adminQuestionsApi.savePhonetics, ({ body }, request) =>
    saveAdminPhoneticItems(deps, userOf(request), body),
  );
};
