export { ClassesPage as default } from '../../features/classes/pages/classes-page';
