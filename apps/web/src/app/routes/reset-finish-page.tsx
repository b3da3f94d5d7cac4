export { ResetFinishPage as default } from '../../features/auth/pages/reset-finish-page';
