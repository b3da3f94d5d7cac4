export { CheckoutPage as default } from '../../features/marketplace/pages/checkout-page';
