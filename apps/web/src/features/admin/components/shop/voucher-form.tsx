import {
  Alert,
  Button,
  Code,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  adminVoucherCreateRequestSchema,
  maxBulkVouchers,
  maxVoucherUses,
  type AdminVoucher,
  type AdminVoucherCreateInput,
  type VoucherKind,
} from '@prepwise/contracts';
import { adminAuditKey } from '../../api/admin-audit-api';
import { adminShopKey, createAdminVouchers, shopPackagesQueryOptions } from '../../api/admin-shop-api';
import { fieldProblemsOf } from '../../lib/field-problems';
import { useShopT } from '../../lib/use-shop-t';
import { FormFooter } from '../form-footer';
import {
  amountsRequestOf,
  CurrencyAmountsFields,
  pricesRequestOf,
  type PriceDraft,
} from './other-prices-fields';

interface VoucherDraft {
  mode: 'single' | 'bulk';
  code: string;
  prefix: string;
  count: number | string;
  kind: VoucherKind;
  packageId: string;
  /** A discount voucher takes a percentage off, or a fixed amount in each currency it names. */
  discountType: 'percent' | 'amount';
  discountPercent: number | string;
  discountAmounts: PriceDraft[];
  maxUses: number | string;
  /** How many times one learner may use the code. */
  maxUsesPerUser: number | string;
  /** A day (YYYY-MM-DD): the voucher works until the end of that day, here. */
  expiresDay: string;
}

const emptyDraft: VoucherDraft = {
  mode: 'single',
  code: '',
  prefix: '',
  count: 10,
  kind: 'PACKAGE',
  packageId: '',
  discountType: 'percent',
  discountPercent: 10,
  discountAmounts: [
    { currency: 'VND', amount: '', oldAmount: '' },
    { currency: 'USD', amount: '', oldAmount: '' },
  ],
  maxUses: 1,
  maxUsesPerUser: 1,
  expiresDay: '',
};

/** The request for a draft: the end of the chosen day in the browser's time zone, as an instant. */
export function voucherRequestOf(draft: VoucherDraft): AdminVoucherCreateInput {
  const isDiscount = draft.kind === 'DISCOUNT';
  const terms = {
    kind: draft.kind,
    packageId: draft.kind === 'PACKAGE' && draft.packageId ? Number(draft.packageId) : null,
    discountPercent: isDiscount && draft.discountType === 'percent' ? Number(draft.discountPercent) : null,
    discountAmounts:
      isDiscount && draft.discountType === 'amount' ? amountsRequestOf(draft.discountAmounts) : null,
    maxUses: Number(draft.maxUses),
    maxUsesPerUser: Number(draft.maxUsesPerUser),
    expiresDate: draft.expiresDay ? new Date(`${draft.expiresDay}T23:59:59.999`).toISOString() : null,
  };
  return draft.mode === 'single'
    ? { mode: 'single', code: draft.code.trim(), ...terms }
    : { mode: 'bulk', prefix: draft.prefix.trim(), count: Number(draft.count), ...terms };
}

/**
 * Whether the amounts of a fixed discount cannot be sent: a currency given twice (one would be
 * lost), or what the contract refuses (no currency, a bad code, zero, too many decimals).
 */
export function hasAmountsProblem(drafts: readonly PriceDraft[], request: AdminVoucherCreateInput): boolean {
  const given = pricesRequestOf(drafts);
  const isRepeated = new Set(given.map((price) => price.currency)).size < given.length;
  return isRepeated || fieldProblemsOf(adminVoucherCreateRequestSchema, request).includes('discountAmounts');
}

/** The dialog creating one voucher or a batch with a prefix; the codes made are shown to copy. */
export function VoucherCreateButton() {
  const { sht, t } = useShopT();
  const queryClient = useQueryClient();
  const [isOpen, { open, close }] = useDisclosure(false);
  const [draft, setDraft] = useState<VoucherDraft>(emptyDraft);
  const packages = useQuery({ ...shopPackagesQueryOptions(), enabled: isOpen });
  const mutation = useMutation({
    mutationFn: (request: AdminVoucherCreateInput) => createAdminVouchers(request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminShopKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditKey }),
      ]),
  });
  const set = <Field extends keyof VoucherDraft>(field: Field, value: VoucherDraft[Field]) =>
    setDraft((previous) => ({ ...previous, [field]: value }));
  const handleOpen = () => {
    mutation.reset();
    open();
  };
  const [amountsProblem, setAmountsProblem] = useState(false);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = voucherRequestOf(draft);
    const isProblem = request.discountAmounts != null && hasAmountsProblem(draft.discountAmounts, request);
    setAmountsProblem(isProblem);
    if (!isProblem) mutation.mutate(request);
  };
  const again = () => {
    mutation.reset();
    setDraft(emptyDraft);
  };
  const made: AdminVoucher[] | undefined = mutation.data;

  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={handleOpen}>
        {sht('vouchers.new')}
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={isOpen}
        onClose={close}
        title={sht('vouchers.newTitle')}
        centered
      >
        {made ? (
          <Stack gap="sm">
            <Alert color="teal" role="status">
              {sht('vouchers.created', { count: made.length })}
            </Alert>
            <Code
              block
              aria-label={sht('vouchers.createdCodes')}
              style={{ maxHeight: 240, overflowY: 'auto' }}
            >
              {made.map((voucher) => voucher.code).join('\n')}
            </Code>
            <Group justify="flex-end">
              <Button variant="default" onClick={again}>
                {sht('vouchers.createMore')}
              </Button>
              <Button onClick={close}>{sht('vouchers.done')}</Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={handleSubmit}>
            <Stack gap="sm">
              <SegmentedControl
                aria-label={sht('vouchers.mode')}
                value={draft.mode}
                onChange={(value) => set('mode', value === 'bulk' ? 'bulk' : 'single')}
                data={[
                  { value: 'single', label: sht('vouchers.mode.single') },
                  { value: 'bulk', label: sht('vouchers.mode.bulk') },
                ]}
              />
              {draft.mode === 'single' ? (
                <TextInput
                  required
                  label={sht('vouchers.code')}
                  description={sht('vouchers.codeHelp')}
                  value={draft.code}
                  onChange={(event) => set('code', event.currentTarget.value.toUpperCase())}
                  maxLength={32}
                />
              ) : (
                <Group grow align="flex-start">
                  <TextInput
                    required
                    label={sht('vouchers.prefix')}
                    description={sht('vouchers.prefixHelp')}
                    value={draft.prefix}
                    onChange={(event) => set('prefix', event.currentTarget.value.toUpperCase())}
                    maxLength={16}
                  />
                  <NumberInput
                    required
                    label={sht('vouchers.count')}
                    min={1}
                    max={maxBulkVouchers}
                    allowDecimal={false}
                    value={draft.count}
                    onChange={(value) => set('count', value)}
                  />
                </Group>
              )}
              <NativeSelect
                label={sht('vouchers.kind')}
                value={draft.kind}
                onChange={(event) =>
                  set('kind', event.currentTarget.value === 'DISCOUNT' ? 'DISCOUNT' : 'PACKAGE')
                }
                data={[
                  { value: 'PACKAGE', label: sht('vouchers.kind.PACKAGE') },
                  { value: 'DISCOUNT', label: sht('vouchers.kind.DISCOUNT') },
                ]}
              />
              {draft.kind === 'PACKAGE' ? (
                <NativeSelect
                  required
                  label={sht('vouchers.package')}
                  value={draft.packageId}
                  onChange={(event) => set('packageId', event.currentTarget.value)}
                  data={[
                    {
                      value: '',
                      label: packages.isPending
                        ? sht('vouchers.packagesLoading')
                        : sht('vouchers.choosePackage'),
                    },
                    ...(packages.data ?? []).map((pack) => ({ value: String(pack.id), label: pack.name })),
                  ]}
                  error={packages.isError ? sht('vouchers.packagesFailed') : undefined}
                />
              ) : (
                <>
                  <SegmentedControl
                    aria-label={sht('vouchers.discountType')}
                    value={draft.discountType}
                    onChange={(value) => set('discountType', value === 'amount' ? 'amount' : 'percent')}
                    data={[
                      { value: 'percent', label: sht('vouchers.discountType.percent') },
                      { value: 'amount', label: sht('vouchers.discountType.amount') },
                    ]}
                  />
                  {draft.discountType === 'percent' ? (
                    <NumberInput
                      required
                      label={sht('vouchers.discountPercent')}
                      min={1}
                      max={100}
                      allowDecimal={false}
                      suffix=" %"
                      value={draft.discountPercent}
                      onChange={(value) => set('discountPercent', value)}
                    />
                  ) : (
                    <CurrencyAmountsFields
                      id="voucher-amounts-label"
                      texts={{
                        title: sht('vouchers.amounts'),
                        help: sht('vouchers.amountsHelp'),
                        currency: sht('vouchers.amountCurrency'),
                        amount: sht('vouchers.amount'),
                        add: sht('vouchers.addAmount'),
                        remove: (currency) => sht('vouchers.removeAmount', { currency }),
                      }}
                      value={draft.discountAmounts}
                      onChange={(next) => set('discountAmounts', next)}
                      error={amountsProblem ? sht('vouchers.amountsError') : undefined}
                    />
                  )}
                </>
              )}
              <Group grow align="flex-start">
                <NumberInput
                  required
                  label={sht('vouchers.maxUses')}
                  description={sht('vouchers.maxUsesHelp')}
                  min={1}
                  max={maxVoucherUses}
                  allowDecimal={false}
                  value={draft.maxUses}
                  onChange={(value) => set('maxUses', value)}
                />
                <NumberInput
                  required
                  label={sht('vouchers.maxUsesPerUser')}
                  description={sht('vouchers.maxUsesPerUserHelp')}
                  min={1}
                  max={Number(draft.maxUses) || maxVoucherUses}
                  allowDecimal={false}
                  value={draft.maxUsesPerUser}
                  onChange={(value) => set('maxUsesPerUser', value)}
                />
              </Group>
              <Group grow align="flex-start">
                <TextInput
                  type="date"
                  label={sht('vouchers.expiresDay')}
                  description={sht('vouchers.expiresDayHelp')}
                  value={draft.expiresDay}
                  onChange={(event) => set('expiresDay', event.currentTarget.value)}
                />
              </Group>
              <FormFooter
                mutation={mutation}
                cancel={sht('vouchers.cancel')}
                onCancel={close}
                submit={sht('vouchers.create')}
              />
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
