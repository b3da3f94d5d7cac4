import { Select } from '@mantine/core';
import { useChooseCurrency } from '../api/currency-api';
import { currencyName, useBuyerCurrency } from '../lib/money';
import { useMarketplaceT } from '../lib/use-marketplace-t';

/** "Currency": the one prices are shown and paid in, among those the shop sells in. */
export function CurrencyPicker({ currencies }: { currencies: readonly string[] }) {
  const { mt, language } = useMarketplaceT();
  const current = useBuyerCurrency();
  const choose = useChooseCurrency();
  const codes = currencies.includes(current) ? currencies : [...currencies, current];
  return (
    <Select
      label={mt('currency.label')}
      data={codes.map((code) => ({ value: code, label: `${code} – ${currencyName(code, language)}` }))}
      value={choose.isPending ? choose.variables : current}
      onChange={(code) => {
        if (code && code !== current) choose.mutate(code);
      }}
      allowDeselect={false}
      disabled={choose.isPending}
      w={{ base: '100%', xs: 260 }}
      data-testid="currency-picker"
    />
  );
}
