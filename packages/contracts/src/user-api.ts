import { z } from 'zod';
import { endpoint, requestOf, route } from './endpoint.js';
import { surveyRequestSchema } from './misc.js';
import { profileUpdateSchema, sessionSchema, userIdParamsSchema } from './user.js';

/** One's own profile: display name, phone, avatar, language; answers the session anew. */
export const profileApi = {
  update: endpoint
    .route(route('POST', '/user/{id}'))
    .meta({ auth: 'user', tag: 'user', successMessage: 'changesApplied' })
    .input(requestOf({ params: userIdParamsSchema, body: profileUpdateSchema }))
    .output(sessionSchema),
};

/** The survey / feedback prompt: a learner's stars and words, stored with the page. */
export const surveyApi = {
  submit: endpoint
    .route(route('POST', '/api/survey'))
    .meta({ auth: 'user', tag: 'feedback', successMessage: 'feedbackThanks' })
    .input(requestOf({ body: surveyRequestSchema }))
    .output(z.object({ id: z.string() })),
};
