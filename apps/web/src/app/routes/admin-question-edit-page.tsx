export { AdminQuestionEditPage as default } from '../../features/admin/pages/admin-question-edit-page';
