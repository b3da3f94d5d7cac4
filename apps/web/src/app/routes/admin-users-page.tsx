export { AdminUsersPage as default } from '../../features/admin/pages/admin-users-page';
