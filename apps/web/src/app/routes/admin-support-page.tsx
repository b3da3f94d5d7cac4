export { AdminSupportPage as default } from '../../features/help/pages/admin-support-page';
