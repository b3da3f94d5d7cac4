export { TeacherClassesPage as default } from '../../features/teacher/pages/teacher-classes-page';
