export { AdminLayout as default } from '../../features/admin/pages/admin-layout';
