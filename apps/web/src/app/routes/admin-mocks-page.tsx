export { AdminMocksPage as default } from '../../features/admin/pages/admin-mocks-page';
