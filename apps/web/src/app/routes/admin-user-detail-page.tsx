export { AdminUserDetailPage as default } from '../../features/admin/pages/admin-user-detail-page';
