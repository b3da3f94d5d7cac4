export { AnswerPage as default } from '../../features/teacher/pages/answer-page';
