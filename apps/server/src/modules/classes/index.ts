/**
 * The classes module's public face: other modules use a class only through what is exported
 * here (rights, membership, audit, news, the class's credits).
 */
export { teacherClass, assertActive, meetsNeed, type ClassAccess, type ClassNeed } from './class-access.js';
export { recordClassChange } from './class-audit.js';
export { announceClassChange } from './class-news.js';
export { classLearnerRows, classMemberIds, classMembership, classPayingFor } from './class-members.js';
export { spendClassCredit, refundClassCredit, refundClassSpendsLike } from './class-credits.service.js';
export { acceptClassInvitations } from './class-roster.service.js';
export type { ClassRow } from './classes.repository.js';
export { presentTeacherReview, teacherReviewsOf } from './teacher-reviews.js';
