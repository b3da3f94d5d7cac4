export { ProfilePage as default } from '../../features/profile/pages/profile-page';
