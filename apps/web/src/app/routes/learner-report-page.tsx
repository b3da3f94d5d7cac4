export { LearnerReportPage as default } from '../../features/teacher/pages/learner-report-page';
