export { AdminOverviewPage as default } from '../../features/admin/pages/admin-overview-page';
