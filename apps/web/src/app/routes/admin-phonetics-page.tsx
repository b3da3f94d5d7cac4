export { AdminPhoneticsPage as default } from '../../features/admin/pages/admin-phonetics-page';
