export { RequireAdmin as default } from '../guards/require-admin';
