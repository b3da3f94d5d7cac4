import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Every page of the app (docs/product.md §2): the auth pages, the private area behind sign-in,
 * and every unknown path to the login page. Each page is a route module in `routes/` (its own
 * chunk, loaded when the route is first visited); React Router's framework mode builds, splits
 * and prerenders from this table (react-router.config.ts).
 */
const page = (path: string, file: string) => route(path, `routes/${file}.tsx`);
const redirect = (file: 'to-login' | 'to-home', id: string) => index(`routes/${file}.tsx`, { id });

export default [
  layout('routes/app-layout.tsx', [
    redirect('to-login', 'root-index'),
    ...prefix('platform/auth', [
      layout('routes/auth-layout.tsx', [
        redirect('to-login', 'auth-index'),
        page('login', 'login-page'),
        page('register', 'register-page'),
        page('reset/init', 'reset-init-page'),
        page('reset/finish', 'reset-finish-page'),
        page('activate', 'activate-page'),
      ]),
    ]),
    route('platform', 'routes/require-auth.tsx', [
      layout('routes/private-layout.tsx', [
        redirect('to-home', 'platform-index'),
        // The admin console: the forbidden page for anyone not an admin.
        route('admin', 'routes/require-admin.tsx', [
          layout('routes/admin-layout.tsx', [
            index('routes/admin-overview-page.tsx'),
            page('users', 'admin-users-page'),
            page('users/:userId', 'admin-user-detail-page'),
            page('shop', 'admin-shop-page'),
            page('questions', 'admin-questions-page'),
            page('questions/phonetics', 'admin-phonetics-page'),
            page('questions/:questionId', 'admin-question-edit-page'),
            page('mocks', 'admin-mocks-page'),
            page('audit', 'admin-audit-page'),
            page('analytics', 'admin-analytics-page'),
            page('survey', 'admin-survey-page'),
            page('home', 'admin-home-page'),
            page('support', 'admin-support-page'),
          ]),
        ]),
        // A teacher's classes: a "for teachers" page for anyone else (see TeacherOnly).
        ...prefix('teacher', [
          index('routes/teacher-classes-page.tsx'),
          page('classes/:id', 'class-page'),
          page('classes/:id/assignments/:assignmentId', 'assignment-page'),
          page('classes/:id/assignments/:assignmentId/answers/:kind/:attemptId/:questionId', 'answer-page'),
          page('classes/:id/learners/:userId', 'learner-report-page'),
        ]),
        ...prefix('user', [
          redirect('to-home', 'user-index'),
          page('home', 'home-page'),
          page('profile', 'profile-page'),
          page('history', 'history-page'),
          page('payments', 'payments-page'),
          page('activity', 'activity-page'),
          page('history/:examId', 'history-detail-page'),
          page('review', 'review-page'),
          page('classes', 'classes-page'),
          page('classes/join/:code', 'join-class-page'),
          page('bookmarks', 'bookmarks-page'),
        ]),
        ...prefix('exam', [
          index('routes/practice-page.tsx'),
          page('session/:examId', 'player-page'),
          page('mock/:mockId', 'mock-player-page'),
          page(':type', 'question-type-page'),
        ]),
        ...prefix('mock-test', [
          index('routes/mock-list-page.tsx'),
          page('marketplace', 'pack-list-page'),
          page('intro/:id', 'mock-intro-page'),
          page('result/:mockId', 'mock-result-page'),
          page('pack/:id', 'pack-detail-page'),
          page('cart', 'cart-page'),
          page('checkout', 'checkout-page'),
        ]),
      ]),
    ]),
    route('*', 'routes/to-login.tsx', { id: 'unknown-path' }),
  ]),
] satisfies RouteConfig;
