import { Button, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { mockKinds, type AdminIntroPage } from '@prepwise/contracts';
import { usePageTitle } from '../../../lib/use-page-title';
import { adminIntroPagesQueryOptions } from '../api/admin-mocks-api';
import { ListSearchForm, ListSelect, ListToolbar } from '../components/list-toolbar';
import { BlueprintPanel } from '../components/mocks/blueprint-panel';
import { IntroPageFormModal } from '../components/mocks/intro-page-form';
import { IntroPageList } from '../components/mocks/intro-page-list';
import { useAddressSearch } from '../lib/use-address-search';
import { useMocksT } from '../lib/use-mocks-t';
import { AdminList } from '../components/admin-list';

const sortValues = ['id,asc', 'title,asc', 'createdDate,desc'] as const;
const sortKeys = { 'id,asc': 'id', 'title,asc': 'title', 'createdDate,desc': 'newest' } as const;

/** The intro pages: search by title, filter by kind, order, page; create, edit, show or hide. */
function IntroPagesSection() {
  const { mct } = useMocksT();
  const { value, choice, update, paging } = useAddressSearch();
  const query = value('q');
  const kind = choice('kind', mockKinds, '');
  const sort = choice('sort', sortValues, 'id,asc');
  const pages = useQuery(
    adminIntroPagesQueryOptions({ q: query, kind, sort, page: paging.page, size: paging.size }),
  );
  const [isOpen, { open, close }] = useDisclosure(false);
  const [editing, setEditing] = useState<AdminIntroPage | null>(null);
  const startEdit = (page: AdminIntroPage | null) => {
    setEditing(page);
    open();
  };
  return (
    <Stack gap="md">
      <ListToolbar>
        <ListSearchForm
          query={query}
          label={mct('list.searchLabel')}
          placeholder={mct('list.searchPlaceholder')}
          button={mct('list.search')}
          onSearch={(next) => update('q', next)}
          style={{ flex: '1 1 260px' }}
        />
        <ListSelect
          label={mct('list.kindLabel')}
          value={kind}
          anyLabel={mct('list.allKinds')}
          values={mockKinds}
          labelOf={(next) => next}
          onChange={(next) => update('kind', next)}
          flex="0 1 140px"
        />
        <ListSelect
          label={mct('list.sortLabel')}
          value={sort}
          values={sortValues}
          labelOf={(next) => mct(`list.sort.${sortKeys[next]}`)}
          onChange={(next) => update('sort', next)}
          flex="0 1 180px"
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => startEdit(null)}>
          {mct('list.new')}
        </Button>
      </ListToolbar>
      <AdminList
        query={pages}
        paging={paging}
        icon={<IconClipboardList size={32} />}
        texts={{
          loadFailed: mct('list.loadFailed'),
          loading: mct('list.loading'),
          emptyTitle: mct('list.emptyTitle'),
          emptyText: query || kind ? mct('list.emptySearch') : mct('list.emptyText'),
          pageSize: mct('list.pageSize'),
        }}
      >
        {(items) => <IntroPageList pages={items} onEdit={startEdit} />}
      </AdminList>
      <IntroPageFormModal page={editing} opened={isOpen} onClose={close} />
    </Stack>
  );
}

const mockTabs = ['pages', 'blueprints'] as const;

/**
 * /platform/admin/mocks: the mock-test intro pages learners choose from (every change audited by
 * the server) and, read-only, the blueprints with the question bank's stock (`?tab=`).
 */
export function AdminMocksPage() {
  const { mct } = useMocksT();
  usePageTitle(mct('title'));
  const { choice, update } = useAddressSearch();
  const tab = choice('tab', mockTabs, 'pages');
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {mct('title')}
        </Title>
        <Text c="dimmed">{mct('subtitle')}</Text>
      </Stack>
      <Tabs
        value={tab}
        onChange={(next) => update('tab', next === 'blueprints' ? next : '')}
        keepMounted={false}
      >
        <Tabs.List>
          {mockTabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {mct(`tab.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="pages" pt="md">
          <IntroPagesSection />
        </Tabs.Panel>
        <Tabs.Panel value="blueprints" pt="md">
          <BlueprintPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
