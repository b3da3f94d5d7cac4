import type { FastifyPluginAsync } from 'fastify';
import { adminClassesApi, classesApi, learnerClassesApi } from '@prepwise/contracts';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { userOf } from '../../plugins/auth.js';
import {
  grantClassCredits,
  listClassCredits,
  loadClassWallet,
  moveClassCredits,
} from './class-credits.service.js';
import { classSocketRoutes } from './class-socket.routes.js';
import { joinClass, leaveClass, listMyClasses, previewJoin, setConsent } from './class-membership.service.js';
import { importRoster, listLearners, removeLearner } from './class-roster.service.js';
import {
  changeClass,
  createClass,
  listClasses,
  loadClassDetail,
  renewJoinCode,
  shareClass,
  unshareClass,
} from './classes.service.js';

/** Classes: a teacher's classes and rosters, a learner's joining and leaving, an admin's credits. */
export const classesRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  registerEndpoint(app, classesApi.list, ({ query }, request) => listClasses(deps, userOf(request), query));
  registerEndpoint(app, classesApi.create, ({ body }, request) => createClass(deps, userOf(request), body));
  registerEndpoint(app, classesApi.get, ({ params }, request) =>
    loadClassDetail(deps, userOf(request), params.id),
  );
  registerEndpoint(app, classesApi.update, ({ params, body }, request) =>
    changeClass(deps, userOf(request), params.id, body),
  );
  registerEndpoint(app, classesApi.newJoinCode, ({ params }, request) =>
    renewJoinCode(deps, userOf(request), params.id),
  );
  registerEndpoint(app, classesApi.share, ({ params, body }, request) =>
    shareClass(deps, userOf(request), params.id, body),
  );
  registerEndpoint(app, classesApi.unshare, ({ params }, request) =>
    unshareClass(deps, userOf(request), params.id, params.teacherId),
  );
  registerEndpoint(app, classesApi.learners, ({ params, query }, request) =>
    listLearners(deps, userOf(request), params.id, query),
  );
  registerEndpoint(app, classesApi.removeLearner, async ({ params }, request) => {
    await removeLearner(deps, userOf(request), params.id, params.userId);
    return null;
  });
  registerEndpoint(app, classesApi.importRoster, ({ params, body }, request) =>
    importRoster(deps, userOf(request), params.id, body),
  );
  registerEndpoint(app, classesApi.credits, ({ params, query }, request) =>
    listClassCredits(deps, userOf(request), params.id, query.page, query.size),
  );
  registerEndpoint(app, classesApi.wallet, (_input, request) => loadClassWallet(deps, userOf(request)));
  registerEndpoint(app, classesApi.moveCredits, ({ params, body }, request) =>
    moveClassCredits(deps, userOf(request), params.id, body),
  );

  registerEndpoint(app, learnerClassesApi.preview, ({ params }, request) =>
    previewJoin(deps, userOf(request), params.code),
  );
  registerEndpoint(app, learnerClassesApi.join, ({ body }, request) =>
    joinClass(deps, userOf(request), body),
  );
  registerEndpoint(app, learnerClassesApi.mine, ({ query }, request) =>
    listMyClasses(deps, userOf(request), query.page, query.size),
  );
  registerEndpoint(app, learnerClassesApi.consent, ({ params, body }, request) =>
    setConsent(deps, userOf(request), params.id, body.sharePractice),
  );
  registerEndpoint(app, learnerClassesApi.leave, async ({ params }, request) => {
    await leaveClass(deps, userOf(request), params.id);
    return null;
  });

  await app.register(classSocketRoutes);

  registerEndpoint(app, adminClassesApi.grantCredits, ({ params, body }, request) =>
    grantClassCredits(deps, userOf(request), params.id, body),
  );
};
