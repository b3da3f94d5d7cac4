import { Button, NativeSelect, Skeleton, Stack } from '@mantine/core';
import { IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { homeMessageKinds, type HomeMessage, type HomeMessageKind } from '@prepwise/contracts';
import { PagedList } from '../../../components/lists/paged-list';
import { usePaging } from '../../../components/lists/pager';
import { EmptyState } from '../../../components/ui/empty-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { homeMessagesQueryOptions } from '../api/admin-home-api';
import { HomeMessageForm } from '../components/home-message-form';
import { HomeMessageList } from '../components/home-message-list';
import { useAdminHomeT } from '../lib/use-admin-home-t';

/** What the form is open for: a new message, one to edit, or nothing. */
type Editing = { message?: HomeMessage } | null;

/**
 * /platform/admin/home: the learners' home-page banners and popups, paged (the server's
 * `x-total-count`), filtered by kind; a form to write a new one or change one. Every change is
 * audited by the server.
 */
export function AdminHomePage() {
  const { ht } = useAdminHomeT();
  usePageTitle(ht('page.title'));
  const [kind, setKind] = useState<HomeMessageKind | undefined>(undefined);
  const [editing, setEditing] = useState<Editing>(null);
  const paging = usePaging(10);
  const messages = useQuery(homeMessagesQueryOptions({ kind, page: paging.page, size: paging.size }));

  const toolbar = (
    <Stack gap="md">
      {editing ? (
        <HomeMessageForm
          key={editing.message?.id ?? 'new'}
          message={editing.message}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({})}
          style={{ alignSelf: 'flex-start' }}
        >
          {ht('page.new')}
        </Button>
      )}
      <NativeSelect
        label={ht('list.filter')}
        value={kind ?? ''}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setKind(homeMessageKinds.find((candidate) => candidate === value));
          paging.setPage(0);
        }}
        data={[
          { value: '', label: ht('list.filterAll') },
          ...homeMessageKinds.map((value) => ({ value, label: ht(`kind.${value}`) })),
        ]}
        maw={240}
      />
    </Stack>
  );

  return (
    <PagedList
      title={ht('page.title')}
      subtitle={ht('page.subtitle')}
      toolbar={toolbar}
      query={messages}
      loadFailed={ht('list.loadFailed')}
      loading={<Skeleton height={200} radius="md" role="status" aria-label={ht('list.loading')} />}
      isEmpty={(data) => data.total === 0}
      empty={
        <EmptyState
          icon={<IconSpeakerphone size={32} />}
          title={ht('list.emptyTitle')}
          description={ht('list.emptyText')}
        />
      }
      pager={(data) => ({ paging, total: data.total, sizeLabel: ht('paging.size') })}
    >
      {(data) => (
        <HomeMessageList
          messages={data.items}
          onEdit={(message) => {
            setEditing({ message });
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      )}
    </PagedList>
  );
}
