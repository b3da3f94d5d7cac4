import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSurveyApi, surveyApi } from '@prepwise/contracts';
import { userOf } from '../../plugins/auth.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { insertSurvey } from './survey.repository.js';
import { exportSurveyAnswers, listSurveyAnswers, summarizeSurveyAnswers } from './survey-admin.service.js';

/**
 * The survey / feedback prompt (`POST api/survey`): stored with the user and the page; admins read
 * the answers, their averages per page, and export them.
 */
export const surveyRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, surveyApi.submit, async ({ body }, request) => ({
    id: await insertSurvey(app.deps.db, { userId: userOf(request).id, ...body }),
  }));
  registerEndpoint(app, adminSurveyApi.list, ({ query }) => listSurveyAnswers(app.deps, query));
  registerEndpoint(app, adminSurveyApi.summary, ({ query }) => summarizeSurveyAnswers(app.deps, query));
  registerEndpoint(app, adminSurveyApi.export, ({ query }) => exportSurveyAnswers(app.deps, query));
};
