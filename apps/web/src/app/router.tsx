import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { BootLoader } from '../components/ui/boot-loader';
import { paths } from '../lib/routes';
import { RootLayout } from './layouts/root-layout';

/**
 * A route whose page is its own chunk, fetched when the route is first visited: the first visit
 * downloads only the page it shows. The router waits for the chunk before it renders the page.
 */
function page<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

const toLogin = <Navigate to={paths.login} replace />;
const toHome = <Navigate to={paths.home} replace />;

/** Seed section 2: auth pages, the private area behind sign-in, and every unknown path to login. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // The error page (rarely shown) is its own chunk, loaded with the first route.
    lazy: async () => ({ ErrorBoundary: (await import('./route-error')).RouteError }),
    // Shown while the first page's chunk arrives.
    hydrateFallbackElement: <BootLoader />,
    children: [
      {
        path: 'platform/auth',
        lazy: page(
          () => import('./layouts/auth-layout'),
          (m) => m.AuthLayout,
        ),
        children: [
          { index: true, element: toLogin },
          {
            path: 'login',
            lazy: page(
              () => import('../features/auth/pages/login-page'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: 'register',
            lazy: page(
              () => import('../features/auth/pages/register-page'),
              (m) => m.RegisterPage,
            ),
          },
          {
            path: 'reset/init',
            lazy: page(
              () => import('../features/auth/pages/reset-init-page'),
              (m) => m.ResetInitPage,
            ),
          },
          {
            path: 'reset/finish',
            lazy: page(
              () => import('../features/auth/pages/reset-finish-page'),
              (m) => m.ResetFinishPage,
            ),
          },
          {
            path: 'activate',
            lazy: page(
              () => import('../features/auth/pages/activate-page'),
              (m) => m.ActivatePage,
            ),
          },
        ],
      },
      {
        path: 'platform',
        lazy: page(
          () => import('./guards/require-auth'),
          (m) => m.RequireAuth,
        ),
        children: [
          {
            lazy: page(
              () => import('./layouts/private-layout'),
              (m) => m.PrivateLayout,
            ),
            children: [
              { index: true, element: toHome },
              {
                // The admin console: the forbidden page for anyone not an admin.
                path: 'admin',
                lazy: page(
                  () => import('./guards/require-admin'),
                  (m) => m.RequireAdmin,
                ),
                children: [
                  {
                    lazy: page(
                      () => import('../features/admin/pages/admin-layout'),
                      (m) => m.AdminLayout,
                    ),
                    children: [
                      {
                        index: true,
                        lazy: page(
                          () => import('../features/admin/pages/admin-overview-page'),
                          (m) => m.AdminOverviewPage,
                        ),
                      },
                      {
                        path: 'users',
                        lazy: page(
                          () => import('../features/admin/pages/admin-users-page'),
                          (m) => m.AdminUsersPage,
                        ),
                      },
                      {
                        path: 'users/:userId',
                        lazy: page(
                          () => import('../features/admin/pages/admin-user-detail-page'),
                          (m) => m.AdminUserDetailPage,
                        ),
                      },
                      {
                        path: 'shop',
                        lazy: page(
                          () => import('../features/admin/pages/admin-shop-page'),
                          (m) => m.AdminShopPage,
                        ),
                      },
                      {
                        path: 'questions',
                        lazy: page(
                          () => import('../features/admin/pages/admin-questions-page'),
                          (m) => m.AdminQuestionsPage,
                        ),
                      },
                      {
                        path: 'questions/phonetics',
                        lazy: page(
                          () => import('../features/admin/pages/admin-phonetics-page'),
                          (m) => m.AdminPhoneticsPage,
                        ),
                      },
                      {
                        path: 'questions/:questionId',
                        lazy: page(
                          () => import('../features/admin/pages/admin-question-edit-page'),
                          (m) => m.AdminQuestionEditPage,
                        ),
                      },
                      {
                        path: 'mocks',
                        lazy: page(
                          () => import('../features/admin/pages/admin-mocks-page'),
                          (m) => m.AdminMocksPage,
                        ),
                      },
                      {
                        path: 'audit',
                        lazy: page(
                          () => import('../features/admin/pages/admin-audit-page'),
                          (m) => m.AdminAuditPage,
                        ),
                      },
                      {
                        path: 'analytics',
                        lazy: page(
                          () => import('../features/admin/pages/admin-analytics-page'),
                          (m) => m.AdminAnalyticsPage,
                        ),
                      },
                      {
                        path: 'survey',
                        lazy: page(
                          () => import('../features/admin/pages/admin-survey-page'),
                          (m) => m.AdminSurveyPage,
                        ),
                      },
                      {
                        path: 'home',
                        lazy: page(
                          () => import('../features/admin/pages/admin-home-page'),
                          (m) => m.AdminHomePage,
                        ),
                      },
                      {
                        path: 'support',
                        lazy: page(
                          () => import('../features/help/pages/admin-support-page'),
                          (m) => m.AdminSupportPage,
                        ),
                      },
                    ],
                  },
                ],
              },
              {
                // A teacher's classes: a "for teachers" page for anyone else (see TeacherOnly).
                path: 'teacher',
                children: [
                  {
                    index: true,
                    lazy: page(
                      () => import('../features/teacher/pages/teacher-classes-page'),
                      (m) => m.TeacherClassesPage,
                    ),
                  },
                  {
                    path: 'classes/:id',
                    lazy: page(
                      () => import('../features/teacher/pages/class-page'),
                      (m) => m.ClassPage,
                    ),
                  },
                  {
                    path: 'classes/:id/assignments/:assignmentId',
                    lazy: page(
                      () => import('../features/teacher/pages/assignment-page'),
                      (m) => m.AssignmentPage,
                    ),
                  },
                  {
                    path: 'classes/:id/assignments/:assignmentId/answers/:kind/:attemptId/:questionId',
                    lazy: page(
                      () => import('../features/teacher/pages/answer-page'),
                      (m) => m.AnswerPage,
                    ),
                  },
                  {
                    path: 'classes/:id/learners/:userId',
                    lazy: page(
                      () => import('../features/teacher/pages/learner-report-page'),
                      (m) => m.LearnerReportPage,
                    ),
                  },
                ],
              },
              {
                path: 'user',
                children: [
                  { index: true, element: toHome },
                  {
                    path: 'home',
                    lazy: page(
                      () => import('../features/home/pages/home-page'),
                      (m) => m.HomePage,
                    ),
                  },
                  {
                    path: 'profile',
                    lazy: page(
                      () => import('../features/profile/pages/profile-page'),
                      (m) => m.ProfilePage,
                    ),
                  },
                  {
                    path: 'history',
                    lazy: page(
                      () => import('../features/history/pages/history-page'),
                      (m) => m.HistoryPage,
                    ),
                  },
                  {
                    path: 'payments',
                    lazy: page(
                      () => import('../features/marketplace/pages/payments-page'),
                      (m) => m.PaymentsPage,
                    ),
                  },
                  {
                    path: 'activity',
                    lazy: page(
                      () => import('../features/marketplace/pages/activity-page'),
                      (m) => m.ActivityPage,
                    ),
                  },
                  {
                    path: 'history/:examId',
                    lazy: page(
                      () => import('../features/history/pages/history-detail-page'),
                      (m) => m.HistoryDetailPage,
                    ),
                  },
                  {
                    path: 'review',
                    lazy: page(
                      () => import('../features/review/pages/review-page'),
                      (m) => m.ReviewPage,
                    ),
                  },
                  {
                    path: 'classes',
                    lazy: page(
                      () => import('../features/classes/pages/classes-page'),
                      (m) => m.ClassesPage,
                    ),
                  },
                  {
                    path: 'classes/join/:code',
                    lazy: page(
                      () => import('../features/classes/pages/join-class-page'),
                      (m) => m.JoinClassPage,
                    ),
                  },
                  {
                    path: 'bookmarks',
                    lazy: page(
                      () => import('../features/practice/pages/bookmarks-page'),
                      (m) => m.BookmarksPage,
                    ),
                  },
                ],
              },
              {
                path: 'exam',
                children: [
                  {
                    index: true,
                    lazy: page(
                      () => import('../features/exam/pages/practice-page'),
                      (m) => m.PracticePage,
                    ),
                  },
                  {
                    path: 'session/:examId',
                    lazy: page(
                      () => import('../features/practice/pages/player-page'),
                      (m) => m.PlayerPage,
                    ),
                  },
                  {
                    path: 'mock/:mockId',
                    lazy: page(
                      () => import('../features/mock-test/pages/mock-player-page'),
                      (m) => m.MockPlayerPage,
                    ),
                  },
                  {
                    path: ':type',
                    lazy: page(
                      () => import('../features/practice/pages/question-type-page'),
                      (m) => m.QuestionTypePage,
                    ),
                  },
                ],
              },
              {
                path: 'mock-test',
                children: [
                  {
                    index: true,
                    lazy: page(
                      () => import('../features/mock-test/pages/mock-list-page'),
                      (m) => m.MockListPage,
                    ),
                  },
                  {
                    path: 'marketplace',
                    lazy: page(
                      () => import('../features/marketplace/pages/pack-list-page'),
                      (m) => m.PackListPage,
                    ),
                  },
                  {
                    path: 'intro/:id',
                    lazy: page(
                      () => import('../features/mock-test/pages/mock-intro-page'),
                      (m) => m.MockIntroPage,
                    ),
                  },
                  {
                    path: 'result/:mockId',
                    lazy: page(
                      () => import('../features/mock-test/pages/mock-result-page'),
                      (m) => m.MockResultPage,
                    ),
                  },
                  {
                    path: 'pack/:id',
                    lazy: page(
                      () => import('../features/marketplace/pages/pack-detail-page'),
                      (m) => m.PackDetailPage,
                    ),
                  },
                  {
                    path: 'cart',
                    lazy: page(
                      () => import('../features/marketplace/pages/cart-page'),
                      (m) => m.CartPage,
                    ),
                  },
                  {
                    path: 'checkout',
                    lazy: page(
                      () => import('../features/marketplace/pages/checkout-page'),
                      (m) => m.CheckoutPage,
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: toLogin },
    ],
  },
];

export const router = createBrowserRouter(routes);
