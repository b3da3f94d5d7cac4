export { ResetInitPage as default } from '../../features/auth/pages/reset-init-page';
