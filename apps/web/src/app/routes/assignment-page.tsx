export { AssignmentPage as default } from '../../features/teacher/pages/assignment-page';
