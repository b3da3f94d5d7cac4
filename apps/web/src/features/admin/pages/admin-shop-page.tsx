import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { CatalogueSection } from '../components/shop/catalogue-section';
import { OrderSection } from '../components/shop/order-section';
import { VoucherSection } from '../components/shop/voucher-section';
import { useShopT } from '../lib/use-shop-t';

const shopTabs = ['vouchers', 'orders', 'catalogue'] as const;
type ShopTab = (typeof shopTabs)[number];

function tabFrom(value: string | null): ShopTab {
  return shopTabs.find((tab) => tab === value) ?? 'vouchers';
}

/**
 * /platform/admin/shop: the marketplace run from the console, one tab per part (`?tab=`). Every
 * change made here is audited by the server.
 */
export function AdminShopPage() {
  const { sht } = useShopT();
  usePageTitle(sht('title'));
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('tab'));
  const choose = (value: string | null) =>
    setParams(new URLSearchParams({ tab: tabFrom(value) }), { replace: true });
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {sht('title')}
        </Title>
        <Text c="dimmed">{sht('subtitle')}</Text>
      </Stack>
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {shopTabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {sht(`tab.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="vouchers" pt="md">
          <VoucherSection />
        </Tabs.Panel>
        <Tabs.Panel value="orders" pt="md">
          <OrderSection />
        </Tabs.Panel>
        <Tabs.Panel value="catalogue" pt="md">
          <CatalogueSection />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
