import type { Locator, Page } from '@playwright/test';

/**
 * A page the accessibility journey checks: where it is and what shows once it is there (the
 * audit then waits for loaders and animations to end). A new area adds its pages to a list here.
 */
export interface AuditedPage {
  name: string;
  path: string;
  ready: (page: Page) => Locator;
}

const heading =
  (name: string, level = 1) =>
  (page: Page) =>
    page.getByRole('heading', { name, level });
const firstHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Pages without sign-in: the authentication pages, including their failure states. */
export const signedOutPages: AuditedPage[] = [
  {
    name: 'login',
    path: '/platform/auth/login',
    ready: (page) => page.getByRole('button', { name: 'Log in', exact: true }),
  },
  {
    name: 'sign-up',
    path: '/platform/auth/register',
    ready: (page) => page.getByRole('button', { name: 'Sign up' }),
  },
  {
    name: 'password reset',
    path: '/platform/auth/reset/init',
    ready: (page) => page.getByRole('heading').first(),
  },
  {
    name: 'password reset with a wrong link',
    path: '/platform/auth/reset/finish?key=not-a-key',
    ready: (page) => page.getByRole('heading').first(),
  },
  {
    name: 'activation with a wrong link',
    path: '/platform/auth/activate?key=not-a-key',
    ready: (page) => page.getByRole('heading').first(),
  },
];

/** A learner's pages that need no data of their own (the journey adds the ones that do). */
export const learnerPages: AuditedPage[] = [
  { name: 'question bank', path: '/platform/exam', ready: heading('Question bank') },
  { name: 'question type list', path: '/platform/exam/VOCAB_SYNONYM', ready: heading('Synonyms') },
  { name: 'bookmarks', path: '/platform/user/bookmarks', ready: heading('Bookmarks') },
  { name: 'history', path: '/platform/user/history', ready: heading('Practice history') },
  { name: 'review', path: '/platform/user/review', ready: heading('Review your mistakes') },
  { name: 'profile', path: '/platform/user/profile', ready: heading('Your profile') },
  { name: 'payments', path: '/platform/user/payments', ready: heading('Payment history') },
  { name: 'activity', path: '/platform/user/activity', ready: heading('Activity history') },
  { name: 'marketplace', path: '/platform/mock-test/marketplace', ready: firstHeading },
  { name: 'pack detail', path: '/platform/mock-test/pack/3', ready: firstHeading },
  { name: 'combo detail (a sale)', path: '/platform/mock-test/pack/10', ready: firstHeading },
  { name: 'mock-test list', path: '/platform/mock-test', ready: heading('Mock tests') },
  ...[1, 2, 3, 4].map((id) => ({
    name: `mock intro ${id}`,
    path: `/platform/mock-test/intro/${id}`,
    ready: (page: Page) => page.getByRole('heading', { level: 2 }).first(),
  })),
  { name: 'forbidden (the admin console)', path: '/platform/admin', ready: firstHeading },
  { name: 'teaching, for teachers only', path: '/platform/teacher', ready: heading('For teachers') },
];

/** The ids a teacher's pages need: a class of theirs, one of its assignments and one of its learners. */
export interface TeacherIds {
  classId: string;
  assignmentId: string;
  learnerId: string;
}

/** A teacher's pages (the demo teacher's class): the class list, each tab of a class, its work, a learner. */
export function teacherPages({ classId, assignmentId, learnerId }: TeacherIds): AuditedPage[] {
  const classPath = `/platform/teacher/classes/${classId}`;
  const tab = (name: string) => (page: Page) => page.getByRole('tab', { name, selected: true });
  return [
    { name: 'teacher classes', path: '/platform/teacher', ready: heading('My teaching classes') },
    { name: 'class work', path: classPath, ready: (page) => page.getByRole('article').first() },
    { name: 'class learners', path: `${classPath}?tab=learners`, ready: tab('Learners') },
    {
      name: 'class gradebook',
      path: `${classPath}?tab=gradebook`,
      ready: (page) => page.getByRole('table', { name: 'Gradebook' }),
    },
    { name: 'class teachers', path: `${classPath}?tab=teachers`, ready: heading('Teachers', 2) },
    { name: 'class settings', path: `${classPath}?tab=settings`, ready: heading('Class credits', 2) },
    {
      name: 'assignment submissions',
      path: `${classPath}/assignments/${assignmentId}`,
      ready: (page) => page.getByRole('table', { name: 'Submissions' }),
    },
    {
      name: 'learner report',
      path: `${classPath}/learners/${learnerId}`,
      ready: heading('Class work', 2),
    },
  ];
}

/** The admin console's pages (headings as their titles). */
export const adminPages: AuditedPage[] = [
  { name: 'admin overview', path: '/platform/admin', ready: heading('Admin console') },
  { name: 'admin users', path: '/platform/admin/users', ready: heading('Users') },
  { name: 'admin audit log', path: '/platform/admin/audit', ready: heading('Audit log') },
  { name: 'admin home messages', path: '/platform/admin/home', ready: heading('Home page messages') },
  { name: 'admin question bank', path: '/platform/admin/questions', ready: heading('Question bank') },
  { name: 'admin new question', path: '/platform/admin/questions/new', ready: heading('New question') },
  { name: 'admin analytics', path: '/platform/admin/analytics', ready: heading('Analytics') },
  { name: 'admin survey', path: '/platform/admin/survey', ready: heading('Survey answers') },
  { name: 'admin shop', path: '/platform/admin/shop', ready: heading('Shop') },
  { name: 'admin mock tests', path: '/platform/admin/mocks', ready: heading('Mock tests') },
  {
    name: 'admin phonetic generator',
    path: '/platform/admin/questions/phonetics',
    ready: heading('Generate phonetic items'),
  },
  { name: 'admin support inbox', path: '/platform/admin/support', ready: heading('Support inbox') },
];
