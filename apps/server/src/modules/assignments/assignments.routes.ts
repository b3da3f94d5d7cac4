import type { FastifyPluginAsync } from 'fastify';
import { classesApi, learnerClassesApi, teacherApi } from '@prepwise/contracts';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { userOf } from '../../plugins/auth.js';
import { listMyAssignments, startAssignment } from './assignment-learner.service.js';
import { changeAssignment, createAssignment, listAssignments } from './assignments.service.js';
import {
  browseQuestions,
  listItemAnalysis,
  loadAgreement,
  loadLearnerReport,
  questionStock,
} from './class-insights.service.js';
import { exportGradebook, exportResults, listSubmissions, loadGradebook } from './class-results.service.js';
import { listOpenAnswers, loadGradingAnswer, reviewAnswer } from './grading.service.js';

/** Class work: a teacher's assignments and views of a class, a learner's assignments. */
export const assignmentsRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  registerEndpoint(app, classesApi.assignments, ({ params, query }, request) =>
    listAssignments(deps, userOf(request), params.id, query.page, query.size),
  );
  registerEndpoint(app, classesApi.createAssignment, ({ params, body }, request) =>
    createAssignment(deps, userOf(request), params.id, body),
  );
  registerEndpoint(app, classesApi.updateAssignment, ({ params, body }, request) =>
    changeAssignment(deps, userOf(request), params.id, params.assignmentId, body),
  );

  registerEndpoint(app, learnerClassesApi.assignments, ({ query }, request) =>
    listMyAssignments(deps, userOf(request), query),
  );
  registerEndpoint(app, learnerClassesApi.start, ({ params }, request) =>
    startAssignment(deps, userOf(request), params.assignmentId),
  );

  registerEndpoint(app, teacherApi.questions, ({ query }) => browseQuestions(deps, query));
  registerEndpoint(app, teacherApi.questionStock, () => questionStock(deps));
  registerEndpoint(app, teacherApi.gradebook, async ({ params, query }, request) => {
    const { items, total } = await loadGradebook(deps, userOf(request), params.id, query);
    return { items, total };
  });
  registerEndpoint(app, teacherApi.gradebookExport, ({ params, query }, request) =>
    exportGradebook(deps, userOf(request), params.id, query.format),
  );
  registerEndpoint(app, teacherApi.agreement, ({ params }, request) =>
    loadAgreement(deps, userOf(request), params.id),
  );
  registerEndpoint(app, teacherApi.learner, ({ params }, request) =>
    loadLearnerReport(deps, userOf(request), params.id, params.userId),
  );
  registerEndpoint(app, teacherApi.submissions, ({ params, query }, request) =>
    listSubmissions(deps, userOf(request), params.assignmentId, query.page, query.size),
  );
  registerEndpoint(app, teacherApi.resultsExport, ({ params, query }, request) =>
    exportResults(deps, userOf(request), params.assignmentId, query.format),
  );
  registerEndpoint(app, teacherApi.items, ({ params, query }, request) =>
    listItemAnalysis(deps, userOf(request), params.assignmentId, query.page, query.size),
  );
  registerEndpoint(app, teacherApi.openAnswers, ({ params, query }, request) =>
    listOpenAnswers(deps, userOf(request), params.assignmentId, query.page, query.size),
  );
  registerEndpoint(app, teacherApi.answer, ({ params }, request) =>
    loadGradingAnswer(deps, userOf(request), params),
  );
  registerEndpoint(app, teacherApi.review, ({ params, body }, request) =>
    reviewAnswer(deps, userOf(request), params, body),
  );
};
