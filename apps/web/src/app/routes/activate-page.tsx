export { ActivatePage as default } from '../../features/auth/pages/activate-page';
