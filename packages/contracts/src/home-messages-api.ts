import { endpoint, pageOf, requestOf, route } from './endpoint.js';
import { emptyDataSchema } from './envelope.js';
import {
  homeImageUploadResultSchema,
  homeMessageInputSchema,
  homeMessageListQuerySchema,
  homeMessageParamsSchema,
  homeMessageSchema,
  homeMessagesQuerySchema,
  shownHomeMessagesSchema,
} from './home-messages.js';

const learner = { auth: 'user', tag: 'home' } as const;

/** The learner's side of the home messages: the banner and popup shown now, closing one for good. */
export const homeMessagesApi = {
  shown: endpoint
    .route(route('GET', '/api/home/messages'))
    .meta(learner)
    .input(requestOf({ query: homeMessagesQuerySchema }))
    .output(shownHomeMessagesSchema),
  dismiss: endpoint
    .route(route('POST', '/api/home/messages/{id}/dismiss'))
    .meta(learner)
    .input(requestOf({ params: homeMessageParamsSchema }))
    .output(emptyDataSchema),
};

const admin = { auth: 'admin', tag: 'admin' } as const;

/**
 * The home messages in the admin console: the list, each audited change (with the catalogue's
 * changesApplied), and an image upload (its bytes as the raw body, one of homeImageUpload's types).
 */
export const adminHomeMessagesApi = {
  list: endpoint
    .route(route('GET', '/api/admin/home-messages'))
    .meta({ ...admin, paged: true })
    .input(requestOf({ query: homeMessageListQuerySchema }))
    .output(pageOf(homeMessageSchema)),
  create: endpoint
    .route(route('POST', '/api/admin/home-messages'))
    .meta({ ...admin, successMessage: 'changesApplied' })
    .input(requestOf({ body: homeMessageInputSchema }))
    .output(homeMessageSchema),
  update: endpoint
    .route(route('PUT', '/api/admin/home-messages/{id}'))
    .meta({ ...admin, successMessage: 'changesApplied' })
    .input(requestOf({ params: homeMessageParamsSchema, body: homeMessageInputSchema }))
    .output(homeMessageSchema),
  remove: endpoint
    .route(route('DELETE', '/api/admin/home-messages/{id}'))
    .meta({ ...admin, successMessage: 'changesApplied' })
    .input(requestOf({ params: homeMessageParamsSchema }))
    .output(emptyDataSchema),
  uploadImage: endpoint
    .route(route('POST', '/api/admin/home-messages/images'))
    .meta(admin)
    .output(homeImageUploadResultSchema),
};
