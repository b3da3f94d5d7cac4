export { PracticePage as default } from '../../features/exam/pages/practice-page';
