import { assignmentParamsSchema } from './assignments.js';
import { classIdParamsSchema, classMemberParamsSchema } from './classes.js';
import { downloadSchema, endpoint, pageOf, requestOf, route } from './endpoint.js';
import {
  agreementSchema,
  answerParamsSchema,
  classLearnerReportSchema,
  exportQuerySchema,
  gradebookQuerySchema,
  gradebookRowSchema,
  gradingAnswerSchema,
  gradingListItemSchema,
  itemAnalysisQuerySchema,
  itemAnalysisRowSchema,
  questionStockSchema,
  teacherQuestionQuerySchema,
  teacherQuestionSchema,
  reviewAnswerSchema,
  submissionQuerySchema,
  submissionSchema,
} from './teacher-views.js';

const teacher = { auth: 'teacher', tag: 'teacher' } as const;

/** What a class's teachers read and sign: gradebook, submissions, item analysis, learners, answers. */
export const teacherApi = {
  questions: endpoint
    .route(route('GET', '/api/teacher/questions'))
    .meta({ ...teacher, paged: true })
    .input(requestOf({ query: teacherQuestionQuerySchema }))
    .output(pageOf(teacherQuestionSchema)),
  questionStock: endpoint
    .route(route('GET', '/api/teacher/questions/stock'))
    .meta(teacher)
    .output(questionStockSchema),
  gradebook: endpoint
    .route(route('GET', '/api/teacher/classes/{id}/gradebook'))
    .meta({ ...teacher, paged: true })
    .input(requestOf({ params: classIdParamsSchema, query: gradebookQuerySchema }))
    .output(pageOf(gradebookRowSchema)),
  gradebookExport: endpoint
    .route(route('GET', '/api/teacher/classes/{id}/gradebook/export'))
    .meta({ ...teacher, download: true })
    .input(requestOf({ params: classIdParamsSchema, query: exportQuerySchema }))
    .output(downloadSchema),
  agreement: endpoint
    .route(route('GET', '/api/teacher/classes/{id}/agreement'))
    .meta(teacher)
    .input(requestOf({ params: classIdParamsSchema }))
    .output(agreementSchema),
  learner: endpoint
    .route(route('GET', '/api/teacher/classes/{id}/learners/{userId}'))
    .meta(teacher)
    .input(requestOf({ params: classMemberParamsSchema }))
    .output(classLearnerReportSchema),
  submissions: endpoint
    .route(route('GET', '/api/teacher/assignments/{assignmentId}/submissions'))
    .meta({ ...teacher, paged: true })
    .input(requestOf({ params: assignmentParamsSchema, query: submissionQuerySchema }))
    .output(pageOf(submissionSchema)),
  resultsExport: endpoint
    .route(route('GET', '/api/teacher/assignments/{assignmentId}/export'))
    .meta({ ...teacher, download: true })
    .input(requestOf({ params: assignmentParamsSchema, query: exportQuerySchema }))
    .output(downloadSchema),
  items: endpoint
    .route(route('GET', '/api/teacher/assignments/{assignmentId}/items'))
    .meta({ ...teacher, paged: true })
    .input(requestOf({ params: assignmentParamsSchema, query: itemAnalysisQuerySchema }))
    .output(pageOf(itemAnalysisRowSchema)),
  openAnswers: endpoint
    .route(route('GET', '/api/teacher/assignments/{assignmentId}/answers'))
    .meta({ ...teacher, paged: true })
    .input(requestOf({ params: assignmentParamsSchema, query: submissionQuerySchema }))
    .output(pageOf(gradingListItemSchema)),
  answer: endpoint
    .route(route('GET', '/api/teacher/answers/{kind}/{attemptId}/{questionId}'))
    .meta(teacher)
    .input(requestOf({ params: answerParamsSchema }))
    .output(gradingAnswerSchema),
  review: endpoint
    .route(route('PUT', '/api/teacher/answers/{kind}/{attemptId}/{questionId}/review'))
    .meta(teacher)
    .input(requestOf({ params: answerParamsSchema, body: reviewAnswerSchema }))
    .output(gradingAnswerSchema),
};
