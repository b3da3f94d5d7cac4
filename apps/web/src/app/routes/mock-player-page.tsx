export { MockPlayerPage as default } from '../../features/mock-test/pages/mock-player-page';
