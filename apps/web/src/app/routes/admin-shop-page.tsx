export { AdminShopPage as default } from '../../features/admin/pages/admin-shop-page';
