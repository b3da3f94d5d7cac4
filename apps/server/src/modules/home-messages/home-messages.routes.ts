import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeImageKeySchema, homeMessagesApi } from '@prepwise/contracts';
import { AppError } from '../../lib/app-error.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { userOf } from '../../plugins/auth.js';
import { dismissHomeMessage, shownHomeMessages } from './home-messages.service.js';

/** The learner's side: the banner and popup shown now, closing one for good, and their images. */
export const homeMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, homeMessagesApi.shown, ({ query }, request) =>
    shownHomeMessages(app.deps, userOf(request), query.lang),
  );
  registerEndpoint(app, homeMessagesApi.dismiss, async ({ params }, request) => {
    await dismissHomeMessage(app.deps, userOf(request), params.id);
    return null;
  });

  // Public like avatars: a message's image is no secret, and its key is a random uuid.
  app.get('/files/home-images/*', { schema: { hide: true } }, async (request, reply) => {
    const key = homeImageKeySchema.safeParse(
      `home-images/${(request.params as Record<string, string>)['*']}`,
    );
    const bytes = key.success ? await app.deps.storage.get(key.data) : null;
    if (!bytes) throw new AppError('error.http.404');
    return reply
      .type('image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes);
  });
};
