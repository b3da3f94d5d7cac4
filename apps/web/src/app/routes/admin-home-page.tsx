export { AdminHomePage as default } from '../../features/admin/pages/admin-home-page';
