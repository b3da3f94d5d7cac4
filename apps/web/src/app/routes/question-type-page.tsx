export { QuestionTypePage as default } from '../../features/practice/pages/question-type-page';
