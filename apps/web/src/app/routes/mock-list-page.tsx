export { MockListPage as default } from '../../features/mock-test/pages/mock-list-page';
