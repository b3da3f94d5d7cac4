import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { platformName } from '@prepwise/contracts';
import type { AppDeps } from './deps.js';
import type { AppConfig } from './config.js';
import { clientErrorResponder, errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { authPlugin } from './plugins/auth.js';
import { securityHeaders, securityHeadersPlugin } from './plugins/security-headers.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { registerStaticWeb } from './plugins/static-web.js';
import { registerContentAssets } from './plugins/content-assets.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { userRoutes } from './modules/user/user.routes.js';
import { findUserById, findUsersByIds } from './modules/user/user.repository.js';
import { surveyRoutes } from './modules/survey/survey.routes.js';
import { microphoneRoutes } from './modules/microphone/microphone.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { metricsRoutes } from './modules/health/metrics.routes.js';
import { prometheusRoutes } from './modules/health/prometheus.routes.js';
import { readyRoutes } from './modules/health/ready.routes.js';
import { isSaneRequestId } from './lib/request-context.js';
import { observabilityPlugin } from './plugins/observability.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { questionsRoutes } from './modules/questions/questions.routes.js';
import { practiceRoutes } from './modules/practice/practice.routes.js';
import { marketplaceRoutes } from './modules/marketplace/marketplace.routes.js';
import { aiScoringRoutes } from './modules/ai-scoring/ai-scoring.routes.js';
import { mockTestsRoutes } from './modules/mock-tests/mock-tests.routes.js';
import { introPagesRoutes } from './modules/mock-tests/intro-pages.routes.js';
import { entitlementsRoutes } from './modules/entitlements/entitlements.routes.js';
import { reviewRoutes } from './modules/review/review.routes.js';
import { homeMessagesRoutes } from './modules/home-messages/home-messages.routes.js';
import { progressRoutes } from './modules/progress/progress.routes.js';
import { homeMessagesAdminRoutes } from './modules/home-messages/home-messages.admin.routes.js';
import { supportRoutes } from './modules/support/support.routes.js';
import { classesRoutes } from './modules/classes/classes.routes.js';
import { assignmentsRoutes } from './modules/assignments/assignments.routes.js';
import { adminSupportRoutes } from './modules/support/admin-support.routes.js';
import { testingRoutes } from './modules/testing/testing.routes.js';
import { stripeWebhookRoutes } from './modules/marketplace/stripe-webhook.routes.js';
import { paymentProvidersFor } from './modules/marketplace/payment-provider.js';
import { localIpnRoutes } from './modules/marketplace/local-ipn.routes.js';

export interface BuildAppOptions {
  deps: AppDeps;
  logger?: boolean | { level: string };
  /** Serve the built web app from config.webDist (on by default). */
  serveWeb?: boolean;
}

/** Fastify's form of TRUST_PROXY: a hop count becomes "trust the first n hops". */
function trustProxyOption(trust: AppConfig['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Builds the Fastify app: plugins, then one plugin per feature module. Never listens. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 100 * 1024,
    trustProxy: trustProxyOption(options.deps.config.trustProxy),
    requestTimeout: 60_000,
    frameworkErrors,
    clientErrorHandler: clientErrorResponder(securityHeaders().always),
    // An incoming x-request-id is kept only when it is a sane token; else one is generated.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return isSaneRequestId(incoming) ? incoming : randomUUID();
    },
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', options.deps);

  await app.register(observabilityPlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(rateLimitPlugin);
  await app.register(swagger, {
    openapi: { info: { title: `${platformName} API`, version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin, {
    findUser: (userId) => findUserById(options.deps.db, userId),
    findUsers: (userIds) => findUsersByIds(options.deps.db, userIds),
  });

  // One WebSocket server for the app: the support chat and the teachers' live class pages.
  await app.register(websocket, { options: { maxPayload: 8 * 1024 } });
  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(readyRoutes);
  await app.register(prometheusRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(surveyRoutes);
  await app.register(analyticsRoutes);
  await app.register(filesRoutes);
  await app.register(adminRoutes);
  await app.register(questionsRoutes);
  await app.register(practiceRoutes);
  await app.register(microphoneRoutes);
  await app.register(aiScoringRoutes);
  await app.register(mockTestsRoutes);
  await app.register(introPagesRoutes);
  await app.register(entitlementsRoutes);
  await app.register(reviewRoutes);
  await app.register(homeMessagesRoutes);
  await app.register(progressRoutes);
  await app.register(homeMessagesAdminRoutes);
  await app.register(supportRoutes);
  await app.register(adminSupportRoutes);
  await app.register(classesRoutes);
  await app.register(assignmentsRoutes);
  if (options.deps.testClock) await app.register(testingRoutes(options.deps.testClock));
  const payments = paymentProvidersFor(options.deps.config);
  await app.register(marketplaceRoutes(payments));
  if (payments.stripe && options.deps.config.stripe) {
    await app.register(stripeWebhookRoutes(payments.stripe, options.deps.config.stripe.webhookSecret));
  }
  await app.register(localIpnRoutes(options.deps));

  await registerContentAssets(app);
  if (options.serveWeb ?? true) await registerStaticWeb(app, options.deps.config.webDist);
  return app;
}
