import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  phoneticGenerateRequestSchema,
  phoneticGenerateResultSchema,
  phoneticSaveRequestSchema,
  phoneticSaveResultSchema,
  successMessages,
} from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
import { userOf } from '../../plugins/auth.js';
import { generateAdminPhoneticItems, saveAdminPhoneticItems } from './admin-phonetics.service.js';

/**
 * The THPT phonetic item generator of the question console: previews from typed words or the
 * generator's own, and saving the kept ones as audited questions.
 */
export const adminPhoneticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.post(
    '/api/admin/questions/phonetics/generate',
    {
      schema: {
        tags,
        body: phoneticGenerateRequestSchema,
        response: responses(phoneticGenerateResultSchema),
      },
    },
    async (request) => ok(await generateAdminPhoneticItems(app.deps, request.body)),
  );

  app.post(
    '/api/admin/questions/phonetics/save',
    {
      schema: { tags, body: phoneticSaveRequestSchema, response: responses(phoneticSaveResultSchema) },
    },
    async (request) =>
      ok(
        await saveAdminPhoneticItems(app.deps, userOf(request), request.body),
        successMessages.changesApplied,
      ),
  );
};
