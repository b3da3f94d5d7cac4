export { MockIntroPage as default } from '../../features/mock-test/pages/mock-intro-page';
