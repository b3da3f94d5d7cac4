import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { filesApi, introImageKeySchema, questionMediaKeySchema, uploadKinds } from '@prepwise/contracts';
import { AppError } from '../../lib/app-error.js';
import { ok, responses } from '../../lib/envelope.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { userOf } from '../../plugins/auth.js';
import { createSignedUpload, receiveUpload } from './files.service.js';

const uploadTypes = [...new Set(Object.values(uploadKinds).flatMap((kind) => kind.contentTypes))];
const maxUpload = Math.max(...Object.values(uploadKinds).map((kind) => kind.maxBytes));
const keySchema = z.string().regex(/^(avatars|answers)\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(webp|flac|wav)$/);

/** Signed upload URLs, the upload itself, and public avatar images. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['files'];
  app.addContentTypeParser(
    uploadTypes,
    { parseAs: 'buffer', bodyLimit: maxUpload + 1 },
    (_request, body, done) => done(null, body),
  );

  registerEndpoint(app, filesApi.signedUrl, async ({ body }, request) =>
    createSignedUpload(app.deps, userOf(request), body),
  );

  app.put(
    '/files/upload/*',
    {
      bodyLimit: maxUpload + 1,
      schema: {
        tags,
        querystring: z.object({ user: z.string(), type: z.string(), expires: z.string(), sig: z.string() }),
        response: responses(z.object({ key: z.string() })),
      },
    },
    async (request) => {
      const key = keySchema.safeParse((request.params as Record<string, string>)['*']);
      if (!key.success) throw new AppError('error.signedUrlInvalid');
      if (!Buffer.isBuffer(request.body)) throw new AppError('error.fileType');
      return ok(
        await receiveUpload(app.deps, key.data, request.query, request.headers['content-type'], request.body),
      );
    },
  );

  // Recordings are read from the storage (local disk or the S3 bucket) and served here, never by a
  // redirect to a presigned S3 URL: the page keeps fetching from its own origin, so the
  // content-security policy stays 'self' and a bucket the browser cannot reach still works.
  app.get(
    '/files/answers/*',
    { schema: { hide: true, querystring: z.object({ expires: z.string(), sig: z.string() }) } },
    async (request, reply) => {
      const key = keySchema.safeParse(`answers/${(request.params as Record<string, string>)['*']}`);
      if (!key.success || !app.deps.storage.verifyDownload(key.data, request.query, app.deps.now()))
        throw new AppError('error.signedUrlInvalid');
      const bytes = await app.deps.storage.get(key.data);
      if (!bytes) throw new AppError('error.http.404');
      return reply
        .type(key.data.endsWith('.wav') ? 'audio/wav' : 'audio/flac')
        .header('cache-control', 'private, max-age=3600')
        .send(bytes);
    },
  );

  app.get('/files/avatars/*', { schema: { hide: true } }, async (request, reply) => {
    const key = keySchema.safeParse(`avatars/${(request.params as Record<string, string>)['*']}`);
    const bytes = key.success ? await app.deps.storage.get(key.data) : null;
    if (!bytes) throw new AppError('error.http.404');
    return reply
      .type('image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes);
  });

  /** A public file under `/files/<folder>/`: its key checked against `key`, served for a year (its name is a random uuid). */
  const servePublic = (folder: string, key: z.ZodType<string>, contentTypeOf: (key: string) => string) =>
    app.get(`/files/${folder}/*`, { schema: { hide: true } }, async (request, reply) => {
      const parsed = key.safeParse(`${folder}/${(request.params as Record<string, string>)['*']}`);
      const bytes = parsed.success ? await app.deps.storage.get(parsed.data) : null;
      if (!parsed.success || !bytes) throw new AppError('error.http.404');
      return reply
        .type(contentTypeOf(parsed.data))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    });

  // A question's prompt recording or image (uploaded in the admin console): public like the
  // content package's own media under /content/ (a learner's page plays it), its key a random uuid.
  servePublic('question-media', questionMediaKeySchema, questionMediaContentType);
  // A mock-test intro page's image (uploaded in the admin console), shown on the mock list.
  servePublic('intro-images', introImageKeySchema, () => 'image/webp');
};

/** The content type a stored question medium is served with, by its key's extension. */
function questionMediaContentType(key: string): string {
  if (key.endsWith('.webp')) return 'image/webp';
  if (key.endsWith('.mp3')) return 'audio/mpeg';
  return key.endsWith('.flac') ? 'audio/flac' : 'audio/wav';
}
