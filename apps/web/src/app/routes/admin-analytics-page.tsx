export { AdminAnalyticsPage as default } from '../../features/admin/pages/admin-analytics-page';
