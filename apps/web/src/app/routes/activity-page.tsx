export { ActivityPage as default } from '../../features/marketplace/pages/activity-page';
