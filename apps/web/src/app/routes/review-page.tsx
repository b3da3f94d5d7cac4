export { ReviewPage as default } from '../../features/review/pages/review-page';
