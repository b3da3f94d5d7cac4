export { CartPage as default } from '../../features/marketplace/pages/cart-page';
