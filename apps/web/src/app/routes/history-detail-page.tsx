export { HistoryDetailPage as default } from '../../features/history/pages/history-detail-page';
