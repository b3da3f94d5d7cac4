export { AdminAuditPage as default } from '../../features/admin/pages/admin-audit-page';
