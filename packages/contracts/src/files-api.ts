import { endpoint, requestOf, route } from './endpoint.js';
import { signedUrlRequestSchema, signedUrlResponseSchema } from './misc.js';

/** Uploads: a signed URL to PUT an avatar or a recording to (docs/api.md). */
export const filesApi = {
  signedUrl: endpoint
    .route(route('POST', '/api/file/signed_url'))
    .meta({ auth: 'user', tag: 'files' })
    .input(requestOf({ body: signedUrlRequestSchema }))
    .output(signedUrlResponseSchema),
};
