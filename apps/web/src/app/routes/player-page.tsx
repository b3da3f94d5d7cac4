export { PlayerPage as default } from '../../features/practice/pages/player-page';
