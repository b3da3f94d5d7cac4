import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { defaultCurrency, minorDigits, type AdminPackage, type PriceInput } from '@prepwise/contracts';
import { useCatalogueT } from '../../lib/use-catalogue-t';

/** One price row of the form as its inputs hold it ('' is empty). */
export interface PriceDraft {
  currency: string;
  amount: number | string;
  oldAmount: number | string;
}

/** A new package is priced in đồng beside dollars, unless the admin clears it. */
export const newPackagePrices: PriceDraft[] = [{ currency: 'VND', amount: '', oldAmount: '' }];

/** The prices in other currencies than US dollars, as the form edits them. */
export function priceDraftsOf(pack: AdminPackage): PriceDraft[] {
  return (pack.prices ?? [])
    .filter((price) => price.currency !== defaultCurrency)
    .map((price) => ({ currency: price.currency, amount: price.amount, oldAmount: price.oldAmount ?? '' }));
}

const isCode = (code: string) => /^[A-Z]{3}$/.test(code);

/** The request's prices: a row without a currency or an amount is not sold in (dropped). */
export function pricesRequestOf(drafts: readonly PriceDraft[]): PriceInput[] {
  return drafts
    .map((draft) => ({ ...draft, currency: draft.currency.trim().toUpperCase() }))
    .filter((draft) => draft.currency !== '' && draft.amount !== '')
    .map((draft) => ({
      currency: draft.currency,
      amount: Number(draft.amount),
      oldAmount: draft.oldAmount === '' ? null : Number(draft.oldAmount),
    }));
}

/**
 * "Prices in other currencies": a row per currency (ISO code, price, old price), "Add a
 * currency", and a remove button per row. Amounts take the currency's decimals (none for đồng).
 */
export function OtherPricesFields({
  value,
  onChange,
  error,
}: {
  value: PriceDraft[];
  onChange: (next: PriceDraft[]) => void;
  error: string | undefined;
}) {
  const { ct } = useCatalogueT();
  const change = (index: number, patch: Partial<PriceDraft>) =>
    onChange(value.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <Stack gap={6} role="group" aria-labelledby="other-prices-label">
      <Text size="sm" fw={500} id="other-prices-label">
        {ct('field.prices')}
      </Text>
      <Text size="xs" c="dimmed">
        {ct('form.pricesHelp')}
      </Text>
      {value.map((row, index) => {
        const code = row.currency.trim().toUpperCase();
        const digits = isCode(code) ? safeDigits(code) : 2;
        return (
          <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={ct('field.priceCurrency')}
              value={row.currency}
              onChange={(event) => change(index, { currency: event.currentTarget.value.toUpperCase() })}
              maxLength={3}
              w={80}
            />
            <NumberInput
              label={ct('field.priceAmount')}
              min={0}
              allowNegative={false}
              allowDecimal={digits > 0}
              decimalScale={digits}
              thousandSeparator={digits === 0 ? '.' : undefined}
              decimalSeparator={digits === 0 ? ',' : undefined}
              value={row.amount}
              onChange={(amount) => change(index, { amount })}
              style={{ flex: 1 }}
            />
            <NumberInput
              label={ct('field.priceOldAmount')}
              min={0}
              allowNegative={false}
              allowDecimal={digits > 0}
              decimalScale={digits}
              thousandSeparator={digits === 0 ? '.' : undefined}
              decimalSeparator={digits === 0 ? ',' : undefined}
              value={row.oldAmount}
              onChange={(oldAmount) => change(index, { oldAmount })}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={2}
              aria-label={ct('form.removePrice', { currency: code || '…' })}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => onChange([...value, { currency: '', amount: '', oldAmount: '' }])}
      >
        {ct('form.addPrice')}
      </Button>
    </Stack>
  );
}

function safeDigits(code: string): number {
  try {
    return minorDigits(code);
  } catch {
    return 2;
  }
}
