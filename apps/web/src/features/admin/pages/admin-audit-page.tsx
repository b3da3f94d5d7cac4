import { Alert, Skeleton } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PagedList } from '../../../components/lists/paged-list';
import { usePaging } from '../../../components/lists/pager';
import { EmptyState } from '../../../components/ui/empty-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { adminAuditQueryOptions } from '../api/admin-audit-api';
import { AuditEntryList } from '../components/audit-entry-list';
import { AuditFiltersForm } from '../components/audit-filters';
import { auditFiltersOf, readAuditSearch, type AuditSearch } from '../lib/audit-search';
import { useAdminT } from '../lib/use-admin-t';

/**
 * /platform/admin/audit: the append-only log of admin changes, paged, filtered by admin, action
 * and days (and by account, from an account's page), sortable. The filters live in the address.
 */
export function AdminAuditPage() {
  const { at } = useAdminT();
  usePageTitle(at('audit.title'));
  const [params, setParams] = useSearchParams();
  const search = readAuditSearch(params);
  const paging = usePaging(25);
  const audit = useQuery(adminAuditQueryOptions(auditFiltersOf(search, paging.page, paging.size)));

  const apply = (next: AuditSearch) => {
    const nextParams = new URLSearchParams();
    for (const [name, value] of Object.entries(next) as [keyof AuditSearch, string][]) {
      if (value && !(name === 'sort' && value === 'createdDate,desc')) nextParams.set(name, value);
    }
    setParams(nextParams, { replace: true });
    paging.setPage(0);
  };
  const clear = () => {
    setParams(new URLSearchParams(), { replace: true });
    paging.setPage(0);
  };

  return (
    <PagedList
      title={at('audit.title')}
      subtitle={at('audit.subtitle')}
      toolbar={
        <>
          <AuditFiltersForm search={search} onApply={apply} onClear={clear} />
          {search.targetId && (
            <Alert variant="light" color="blue">
              {at('audit.targetFilter')}
            </Alert>
          )}
        </>
      }
      query={audit}
      loadFailed={at('audit.loadFailed')}
      loading={<Skeleton height={240} radius="md" role="status" aria-label={at('audit.loading')} />}
      isEmpty={(data) => data.total === 0}
      empty={
        <EmptyState
          icon={<IconListSearch size={32} />}
          title={at('audit.emptyTitle')}
          description={at('audit.emptyText')}
        />
      }
      pager={(data) => ({ paging, total: data.total, sizeLabel: at('audit.paging.size') })}
    >
      {(data) => <AuditEntryList entries={data.items} />}
    </PagedList>
  );
}
