export { RegisterPage as default } from '../../features/auth/pages/register-page';
