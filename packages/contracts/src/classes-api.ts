import { z } from 'zod';
import {
  assignmentCreateSchema,
  assignmentListQuerySchema,
  assignmentParamsSchema,
  assignmentStartSchema,
  assignmentSummarySchema,
  assignmentUpdateSchema,
  classAssignmentParamsSchema,
  learnerAssignmentQuerySchema,
  learnerAssignmentSchema,
} from './assignments.js';
import {
  classCreateSchema,
  classCreditGrantSchema,
  classCreditMoveSchema,
  classDetailSchema,
  classIdParamsSchema,
  classLearnerQuerySchema,
  classLearnerSchema,
  classLedgerEntrySchema,
  classListQuerySchema,
  classMemberParamsSchema,
  classShareSchema,
  classSummarySchema,
  classTeacherParamsSchema,
  classUpdateSchema,
  classWalletSchema,
  consentSchema,
  joinClassSchema,
  joinCodeParamsSchema,
  joinPreviewSchema,
  learnerClassSchema,
  rosterImportResultSchema,
  rosterImportSchema,
} from './classes.js';
import { endpoint, pageOf, requestOf, route } from './endpoint.js';
import { pageQueryFields } from './paging.js';

const tag = 'classes';
const teacher = { auth: 'teacher', tag } as const;
const learner = { auth: 'user', tag } as const;

/** A teacher's classes: create, list, read, change, share, roster, join code, credits. */
export const classesApi = {
  list: endpoint
    .route(route('GET', '/api/classes'))
    .meta({ ...teacher, paged: true })
    .input(requestOf({ query: classListQuerySchema }))
    .output(pageOf(classSummarySchema)),
  create: endpoint
    .route(route('POST', '/api/classes'))
    .meta(teacher)
    .input(requestOf({ body: classCreateSchema }))
    .output(classDetailSchema),
  get: endpoint
    .route(route('GET', '/api/classes/{id}'))
    .meta(teacher)
    .input(requestOf({ params: classIdParamsSchema }))
    .output(classDetailSchema),
  update: endpoint
    .route(route('PATCH', '/api/classes/{id}'))
    .meta(teacher)
    .input(requestOf({ params: classIdParamsSchema, body: classUpdateSchema }))
    .output(classDetailSchema),
  newJoinCode: endpoint
    .route(route('POST', '/api/classes/{id}/join-code'))
    .meta(teacher)
    .input(requestOf({ params: classIdParamsSchema }))
    .output(classDetailSchema),
  share: endpoint
    .route(route('PUT', '/api/classes/{id}/teachers'))
    .meta(teacher)
    .input(requestOf({ params: classIdParamsSchema, body: classShareSchema }))
    .output(classDetailSchema),
  unshare: endpoint
    .route(route('DELETE', '/api/classes/{id}/teachers/{teacherId}'))
    .meta(teacher)
    .input(requestOf({ params: classTeacherParamsSchema }))
    .output(classDetailSchema),
  learners: endpoint
    .route(route('GET', '/api/classes/{id}/learners'))
    .meta({ ...teacher, paged: true })
    .input(requestOf({ params: classIdParamsSchema, query: classLearnerQuerySchema }))
    .output(pageOf(classLearnerSchema)),
  removeLearner: endpoint
    .route(route('DELETE', '/api/classes/{id}/learners/{userId}'))
    .meta(teacher)
    .input(requestOf({ params: classMemberParamsSchema }))
    .output(z.null()),
  importRoster: endpoint
    .route(route('POST', '/api/classes/{id}/roster'))
    .meta(teacher)
    .input(requestOf({ params: classIdParamsSchema, body: rosterImportSchema }))
    .output(rosterImportResultSchema),
  credits: endpoint
    .route(route('GET', '/api/classes/{id}/credits'))
    .meta({ ...teacher, paged: true })
    .input(requestOf({ params: classIdParamsSchema, query: z.strictObject({ ...pageQueryFields }) }))
    .output(pageOf(classLedgerEntrySchema)),
  wallet: endpoint.route(route('GET', '/api/classes/wallet')).meta(teacher).output(classWalletSchema),
  moveCredits: endpoint
    .route(route('POST', '/api/classes/{id}/credits'))
    .meta(teacher)
    .input(requestOf({ params: classIdParamsSchema, body: classCreditMoveSchema }))
    .output(classDetailSchema),
  assignments: endpoint
    .route(route('GET', '/api/classes/{id}/assignments'))
    .meta({ ...teacher, paged: true })
    .input(requestOf({ params: classIdParamsSchema, query: assignmentListQuerySchema }))
    .output(pageOf(assignmentSummarySchema)),
  createAssignment: endpoint
    .route(route('POST', '/api/classes/{id}/assignments'))
    .meta(teacher)
    .input(requestOf({ params: classIdParamsSchema, body: assignmentCreateSchema }))
    .output(assignmentSummarySchema),
  updateAssignment: endpoint
    .route(route('PATCH', '/api/classes/{id}/assignments/{assignmentId}'))
    .meta(teacher)
    .input(requestOf({ params: classAssignmentParamsSchema, body: assignmentUpdateSchema }))
    .output(assignmentSummarySchema),
};

/** A learner's side: join with a code, their classes, consent, leave, their assignments, start one. */
export const learnerClassesApi = {
  preview: endpoint
    .route(route('GET', '/api/classes/join/{code}'))
    .meta(learner)
    .input(requestOf({ params: joinCodeParamsSchema }))
    .output(joinPreviewSchema),
  join: endpoint
    .route(route('POST', '/api/classes/join'))
    .meta(learner)
    .input(requestOf({ body: joinClassSchema }))
    .output(learnerClassSchema),
  mine: endpoint
    .route(route('GET', '/api/classes/mine'))
    .meta({ ...learner, paged: true })
    .input(requestOf({ query: z.strictObject({ ...pageQueryFields }) }))
    .output(pageOf(learnerClassSchema)),
  consent: endpoint
    .route(route('PUT', '/api/classes/{id}/consent'))
    .meta(learner)
    .input(requestOf({ params: classIdParamsSchema, body: consentSchema }))
    .output(learnerClassSchema),
  leave: endpoint
    .route(route('POST', '/api/classes/{id}/leave'))
    .meta(learner)
    .input(requestOf({ params: classIdParamsSchema }))
    .output(z.null()),
  assignments: endpoint
    .route(route('GET', '/api/classes/assignments/mine'))
    .meta({ ...learner, paged: true })
    .input(requestOf({ query: learnerAssignmentQuerySchema }))
    .output(pageOf(learnerAssignmentSchema)),
  start: endpoint
    .route(route('POST', '/api/classes/assignments/{assignmentId}/start'))
    .meta(learner)
    .input(requestOf({ params: assignmentParamsSchema }))
    .output(assignmentStartSchema),
};

/** An admin's part: a class's credits (its plan). Roles are changed on the users page. */
export const adminClassesApi = {
  grantCredits: endpoint
    .route(route('POST', '/api/admin/classes/{id}/credits'))
    .meta({ auth: 'admin', tag: 'admin' })
    .input(requestOf({ params: classIdParamsSchema, body: classCreditGrantSchema }))
    .output(classDetailSchema),
};
