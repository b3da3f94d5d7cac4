export { ClassPage as default } from '../../features/teacher/pages/class-page';
