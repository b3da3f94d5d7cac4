export { JoinClassPage as default } from '../../features/classes/pages/join-class-page';
