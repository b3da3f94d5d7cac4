export { PackDetailPage as default } from '../../features/marketplace/pages/pack-detail-page';
