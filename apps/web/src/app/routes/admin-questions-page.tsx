export { AdminQuestionsPage as default } from '../../features/admin/pages/admin-questions-page';
