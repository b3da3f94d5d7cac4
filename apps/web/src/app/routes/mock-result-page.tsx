export { MockResultPage as default } from '../../features/mock-test/pages/mock-result-page';
