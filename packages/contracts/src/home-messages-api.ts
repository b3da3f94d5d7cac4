import { endpoint, requestOf, route } from './endpoint.js';
import { emptyDataSchema } from './envelope.js';
import {
  homeMessageParamsSchema,
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
