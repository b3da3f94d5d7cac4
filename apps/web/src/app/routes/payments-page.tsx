export { PaymentsPage as default } from '../../features/marketplace/pages/payments-page';
