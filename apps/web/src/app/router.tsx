import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ActivatePage } from '../features/auth/pages/activate-page';
import { AdminPage } from '../features/admin/pages/admin-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { ResetFinishPage } from '../features/auth/pages/reset-finish-page';
import { ResetInitPage } from '../features/auth/pages/reset-init-page';
import { PracticePage } from '../features/exam/pages/practice-page';
import { HistoryDetailPage } from '../features/history/pages/history-detail-page';
import { HistoryPage } from '../features/history/pages/history-page';
import { BookmarksPage } from '../features/practice/pages/bookmarks-page';
import { PlayerPage } from '../features/practice/pages/player-page';
import { QuestionTypePage } from '../features/practice/pages/question-type-page';
import { HomePage } from '../features/home/pages/home-page';
import { ActivityPage } from '../features/marketplace/pages/activity-page';
import { CartPage } from '../features/marketplace/pages/cart-page';
import { CheckoutPage } from '../features/marketplace/pages/checkout-page';
import { PackDetailPage } from '../features/marketplace/pages/pack-detail-page';
import { PackListPage } from '../features/marketplace/pages/pack-list-page';
import { PaymentsPage } from '../features/marketplace/pages/payments-page';
import { MockIntroPage } from '../features/mock-test/pages/mock-intro-page';
import { MockListPage } from '../features/mock-test/pages/mock-list-page';
import { MockPlayerPage } from '../features/mock-test/pages/mock-player-page';
import { MockResultPage } from '../features/mock-test/pages/mock-result-page';
import { ProfilePage } from '../features/profile/pages/profile-page';
import { paths } from '../lib/routes';
import { RequireAuth } from './guards/require-auth';
import { AuthLayout } from './layouts/auth-layout';
import { PrivateLayout } from './layouts/private-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';

const toLogin = <Navigate to={paths.login} replace />;
const toHome = <Navigate to={paths.home} replace />;

/** Seed section 2: auth pages, the private area behind sign-in, and every unknown path to login. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        path: 'platform/auth',
        element: <AuthLayout />,
        children: [
          { index: true, element: toLogin },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'reset/init', element: <ResetInitPage /> },
          { path: 'reset/finish', element: <ResetFinishPage /> },
          { path: 'activate', element: <ActivatePage /> },
        ],
      },
      {
        path: 'platform',
        element: <RequireAuth />,
        children: [
          {
            element: <PrivateLayout />,
            children: [
              { index: true, element: toHome },
              { path: 'admin', element: <AdminPage /> },
              {
                path: 'user',
                children: [
                  { index: true, element: toHome },
                  { path: 'home', element: <HomePage /> },
                  { path: 'profile', element: <ProfilePage /> },
                  { path: 'history', element: <HistoryPage /> },
                  { path: 'payments', element: <PaymentsPage /> },
                  { path: 'activity', element: <ActivityPage /> },
                  { path: 'history/:examId', element: <HistoryDetailPage /> },
                  { path: 'bookmarks', element: <BookmarksPage /> },
                ],
              },
              {
                path: 'exam',
                children: [
                  { index: true, element: <PracticePage /> },
                  { path: 'session/:examId', element: <PlayerPage /> },
                  { path: 'mock/:mockId', element: <MockPlayerPage /> },
                  { path: ':type', element: <QuestionTypePage /> },
                ],
              },
              {
                path: 'mock-test',
                children: [
                  { index: true, element: <MockListPage /> },
                  { path: 'marketplace', element: <PackListPage /> },
                  { path: 'intro/:id', element: <MockIntroPage /> },
                  { path: 'result/:mockId', element: <MockResultPage /> },
                  { path: 'pack/:id', element: <PackDetailPage /> },
                  { path: 'cart', element: <CartPage /> },
                  { path: 'checkout', element: <CheckoutPage /> },
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
