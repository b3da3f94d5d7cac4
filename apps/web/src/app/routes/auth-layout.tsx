export { AuthLayout as default } from '../layouts/auth-layout';
