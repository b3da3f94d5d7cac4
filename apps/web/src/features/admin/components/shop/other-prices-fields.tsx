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

/** Amounts by currency (a fixed discount's): each row's price, rows without a currency or an amount dropped. */
export function amountsRequestOf(drafts: readonly PriceDraft[]): Record<string, number> {
  return Object.fromEntries(pricesRequestOf(drafts).map((price) => [price.currency, price.amount]));
}

/** The words of a {@link CurrencyAmountsFields}: its title and help, the amount fields' labels, add and remove. */
export interface CurrencyAmountsTexts {
  title: string;
  help: string;
  currency: string;
  amount: string;
  /** Given: each row has an old (struck-through) amount too. */
  oldAmount?: string;
  add: string;
  remove: (currency: string) => string;
}

/**
 * Amounts per currency: a row per currency (ISO code, amount and, when the texts name it, an old
 * amount), "Add a currency", and a remove button per row. Amounts take the currency's decimals
 * (none for đồng). `id` names the group's title.
 */
export function CurrencyAmountsFields({
  id,
  texts,
  value,
  onChange,
  error,
}: {
  id: string;
  texts: CurrencyAmountsTexts;
  value: PriceDraft[];
  onChange: (next: PriceDraft[]) => void;
  error: string | undefined;
}) {
  const change = (index: number, patch: Partial<PriceDraft>) =>
    onChange(value.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const fields = texts.oldAmount === undefined ? (['amount'] as const) : (['amount', 'oldAmount'] as const);
  return (
    <Stack gap={6} role="group" aria-labelledby={id}>
      <Text size="sm" fw={500} id={id}>
        {texts.title}
      </Text>
      <Text size="xs" c="dimmed">
        {texts.help}
      </Text>
      {value.map((row, index) => {
        const code = row.currency.trim().toUpperCase();
        const digits = isCode(code) ? safeDigits(code) : 2;
        return (
          <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={texts.currency}
              value={row.currency}
              onChange={(event) => change(index, { currency: event.currentTarget.value.toUpperCase() })}
              maxLength={3}
              size="sm"
              w={80}
            />
            {fields.map((field) => (
              <NumberInput
                key={field}
                label={field === 'amount' ? texts.amount : texts.oldAmount}
                min={0}
                allowNegative={false}
                allowDecimal={digits > 0}
                decimalScale={digits}
                thousandSeparator={digits === 0 ? '.' : undefined}
                decimalSeparator={digits === 0 ? ',' : undefined}
                value={row[field]}
                onChange={(amount) => change(index, { [field]: amount })}
                style={{ flex: 1 }}
              />
            ))}
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={2}
              aria-label={texts.remove(code || '…')}
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
        {texts.add}
      </Button>
    </Stack>
  );
}

/** "Prices in other currencies" of a package: a price and an old price per currency. */
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
  return (
    <CurrencyAmountsFields
      id="other-prices-label"
      texts={{
        title: ct('field.prices'),
        help: ct('form.pricesHelp'),
        currency: ct('field.priceCurrency'),
        amount: ct('field.priceAmount'),
        oldAmount: ct('field.priceOldAmount'),
        add: ct('form.addPrice'),
        remove: (currency) => ct('form.removePrice', { currency }),
      }}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

function safeDigits(code: string): number {
  try {
    return minorDigits(code);
  } catch {
    return 2;
  }
}
