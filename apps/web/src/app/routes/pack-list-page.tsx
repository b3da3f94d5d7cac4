export { PackListPage as default } from '../../features/marketplace/pages/pack-list-page';
