import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPackage, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  defaultCurrency,
  formatMoney,
  packageKinds,
  type AdminPackage,
  type PackageKind,
} from '@prepwise/contracts';
import { PlainList } from '../../../../components/lists/plain-list';
import { adminShopKey } from '../../api/admin-shop-api';
import { adminPackagesQueryOptions, applyAdminPackageAction } from '../../api/admin-catalogue-api';
import { useAddressSearch } from '../../lib/use-address-search';
import { useCatalogueT } from '../../lib/use-catalogue-t';
import { ActivationToggle } from '../activation-toggle';
import { ListSearchForm, ListSelect, ListToolbar } from '../list-toolbar';
import { PackageFormModal } from './package-form';
import { AdminList } from '../admin-list';

export const packageSortValues = ['id,asc', 'name,asc', 'cost,asc', 'cost,desc'] as const;

const kindColors: Record<PackageKind, string> = { pack: 'indigo', product: 'cyan', combo: 'grape' };

/** What a package gives, in one line: days and daily quota, AI scoring, mock tests. */
function PackageContents({ pack }: { pack: AdminPackage }) {
  const { ct } = useCatalogueT();
  const parts = [
    pack.isSubsciption
      ? ct('list.subscription', { days: pack.subscriptionDays, daily: pack.subscriptionAiScoring })
      : null,
    pack.numberAiScoring > 0 ? ct('list.aiScoring', { count: pack.numberAiScoring }) : null,
    pack.numberExamMock > 0 ? ct('list.mocks', { count: pack.numberExamMock }) : null,
    pack.numberScoreMock > 0 ? ct('list.scores', { count: pack.numberScoreMock }) : null,
  ].filter((part): part is string => part !== null);
  return (
    <Text size="sm" c="dimmed">
      {parts.join(' · ')}
    </Text>
  );
}

/** The catalogue as cards: name, kind, state, price (and the old one), contents, combo members; edit and (de)activate. */
export function PackageList({
  packages,
  onEdit,
}: {
  packages: AdminPackage[];
  onEdit: (pack: AdminPackage) => void;
}) {
  const { ct, language } = useCatalogueT();
  const names = new Map(packages.map((pack) => [pack.id, pack.name]));
  return (
    <PlainList aria-label={ct('list.label')}>
      {packages.map((pack) => (
        <li key={pack.id}>
          <Card withBorder radius="md" padding="sm" data-testid="catalogue-package">
            <Group justify="space-between" align="flex-start" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                <Group gap="xs">
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {pack.name}
                  </Text>
                  <Badge variant="light" color={kindColors[pack.kind]} tt="none">
                    {ct(`kind.${pack.kind}`)}
                  </Badge>
                  {!pack.activated && (
                    <Badge variant="light" color="gray" tt="none">
                      {ct('list.deactivated')}
                    </Badge>
                  )}
                  {pack.activated && !pack.showed && (
                    <Badge variant="light" color="orange" tt="none">
                      {ct('list.hidden')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm">
                  <Text span fw={600}>
                    {formatMoney(pack.cost, defaultCurrency, language)}
                  </Text>
                  {pack.oldCost !== null && (
                    <Text span td="line-through" c="dimmed" ml={6}>
                      {formatMoney(pack.oldCost, defaultCurrency, language)}
                    </Text>
                  )}
                  {(pack.prices ?? [])
                    .filter((price) => price.currency !== 'USD')
                    .map((price) => (
                      <Text span key={price.currency} c="dimmed" ml={8}>
                        · {formatMoney(price.amount, price.currency, language)}
                      </Text>
                    ))}
                </Text>
                <PackageContents pack={pack} />
                {pack.kind === 'combo' && (
                  <Text size="sm" c="dimmed">
                    {ct('list.members', {
                      names: pack.comboMemberIds.map((id) => names.get(id) ?? `#${id}`).join(', '),
                    })}
                  </Text>
                )}
              </Stack>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => onEdit(pack)}
                  aria-label={ct('list.editLabel', { name: pack.name })}
                >
                  {ct('list.edit')}
                </Button>
                <ActivationToggle
                  isActive={pack.activated}
                  apply={(action) => applyAdminPackageAction(pack.id, action)}
                  listKey={adminShopKey}
                  text={(action) => ct(`list.${action}`)}
                  label={(action) => ct(`list.${action}Label`, { name: pack.name })}
                />
              </Group>
            </Group>
          </Card>
        </li>
      ))}
    </PlainList>
  );
}

/**
 * The shop's catalogue: packs, products and combos, on sale or not; search by name, filter by
 * kind, order, create, edit every field, (de)activate. The search is in the address (`?q&kind&sort`).
 */
export function CatalogueSection() {
  const { ct } = useCatalogueT();
  const { value, choice, update, paging } = useAddressSearch();
  const query = value('q');
  const kind = choice('kind', packageKinds, '');
  const sort = choice('sort', packageSortValues, 'id,asc');
  const packages = useQuery(
    adminPackagesQueryOptions({ q: query, kind, sort, page: paging.page, size: paging.size }),
  );
  const [isOpen, { open, close }] = useDisclosure(false);
  const [editing, setEditing] = useState<AdminPackage | null>(null);
  const sortLabels: Record<(typeof packageSortValues)[number], string> = {
    'id,asc': ct('sort.id'),
    'name,asc': ct('sort.name'),
    'cost,asc': ct('sort.cheapest'),
    'cost,desc': ct('sort.dearest'),
  };
  const startEdit = (pack: AdminPackage | null) => {
    setEditing(pack);
    open();
  };

  return (
    <Stack gap="md">
      <ListToolbar>
        <ListSearchForm
          query={query}
          label={ct('searchLabel')}
          placeholder={ct('searchPlaceholder')}
          button={ct('search')}
          onSearch={(next) => update('q', next)}
          style={{ flex: '1 1 260px' }}
        />
        <ListSelect
          label={ct('kindLabel')}
          value={kind}
          anyLabel={ct('kind.all')}
          values={packageKinds}
          labelOf={(next) => ct(`kind.${next}`)}
          onChange={(next) => update('kind', next)}
          flex="0 1 160px"
        />
        <ListSelect
          label={ct('sortLabel')}
          value={sort}
          values={packageSortValues}
          labelOf={(next) => sortLabels[next]}
          onChange={(next) => update('sort', next)}
          flex="0 1 180px"
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => startEdit(null)}>
          {ct('new')}
        </Button>
      </ListToolbar>
      <AdminList
        query={packages}
        paging={paging}
        icon={<IconPackage size={32} />}
        texts={{
          loadFailed: ct('loadFailed'),
          loading: ct('loading'),
          emptyTitle: ct('emptyTitle'),
          emptyText: query || kind ? ct('emptySearch') : ct('emptyText'),
          pageSize: ct('pagingSize'),
        }}
      >
        {(items) => <PackageList packages={items} onEdit={startEdit} />}
      </AdminList>
      <PackageFormModal pack={editing} opened={isOpen} onClose={close} />
    </Stack>
  );
}
