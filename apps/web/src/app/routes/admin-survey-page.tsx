export { AdminSurveyPage as default } from '../../features/admin/pages/admin-survey-page';
