/** Route paths (seed section 2). Pages link through these, never through string literals. */
export const paths = {
  login: '/platform/auth/login',
  register: '/platform/auth/register',
  resetInit: '/platform/auth/reset/init',
  resetFinish: '/platform/auth/reset/finish',
  activate: '/platform/auth/activate',
  home: '/platform/user/home',
  profile: '/platform/user/profile',
  history: '/platform/user/history',
  review: '/platform/user/review',
  practice: '/platform/exam',
  mockTests: '/platform/mock-test',
  marketplace: '/platform/mock-test/marketplace',
  admin: '/platform/admin',
  adminUsers: '/platform/admin/users',
  adminAudit: '/platform/admin/audit',
  adminSupport: '/platform/admin/support',
} as const;
