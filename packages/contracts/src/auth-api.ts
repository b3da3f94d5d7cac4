import { endpoint, requestOf, route } from './endpoint.js';
import { emptyDataSchema } from './envelope.js';
import {
  accessTokenSchema,
  activateQuerySchema,
  discourseSsoRequestSchema,
  discourseSsoResponseSchema,
  loginRequestSchema,
  resetFinishParamsSchema,
  resetFinishRequestSchema,
  resetInitRequestSchema,
  signInProvidersSchema,
  signupRequestSchema,
  socialLoginRequestSchema,
} from './auth.js';

const open = { auth: 'public', tag: 'auth' } as const;

/**
 * Sign-in, sign-out, sign-up, activation, password reset, social sign-in and DiscourseConnect, at
 * the seed's paths (`/auth/...`, `/api/activate`).
 */
export const authApi = {
  login: endpoint
    .route(route('POST', '/auth/login'))
    .meta({ ...open, successMessage: 'loginSuccess' })
    .input(requestOf({ body: loginRequestSchema }))
    .output(accessTokenSchema),
  logout: endpoint
    .route(route('POST', '/auth/logout'))
    .meta({ auth: 'user', tag: 'auth' })
    .output(emptyDataSchema),
  social: endpoint
    .route(route('POST', '/auth/social'))
    .meta({ ...open, successMessage: 'loginSuccess' })
    .input(requestOf({ body: socialLoginRequestSchema }))
    .output(accessTokenSchema),
  signup: endpoint
    .route(route('POST', '/auth/signup'))
    .meta({ ...open, successMessage: 'registrationSaved' })
    .input(requestOf({ body: signupRequestSchema }))
    .output(emptyDataSchema),
  activate: endpoint
    .route(route('GET', '/api/activate'))
    .meta({ ...open, successMessage: 'accountActivated' })
    .input(requestOf({ query: activateQuerySchema }))
    .output(emptyDataSchema),
  resetInit: endpoint
    .route(route('POST', '/auth/reset/reset-password'))
    .meta({ ...open, successMessage: 'resetMailSent' })
    .input(requestOf({ body: resetInitRequestSchema }))
    .output(emptyDataSchema),
  resetFinish: endpoint
    .route(route('POST', '/auth/reset/reset-password/{key}'))
    .meta({ ...open, successMessage: 'passwordReset' })
    .input(requestOf({ params: resetFinishParamsSchema, body: resetFinishRequestSchema }))
    .output(emptyDataSchema),
  providers: endpoint.route(route('GET', '/auth/providers')).meta(open).output(signInProvidersSchema),
  discourseSso: endpoint
    .route(route('POST', '/auth/discourse/sso'))
    .meta({ auth: 'user', tag: 'auth' })
    .input(requestOf({ body: discourseSsoRequestSchema }))
    .output(discourseSsoResponseSchema),
};
