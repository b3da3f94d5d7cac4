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
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  adminVoucherCreateRequestSchema,
  maxBulkVouchers,
  maxVoucherUses,
  type AdminVoucher,
  type AdminVoucherCreateInput,
  type AdminVoucherCreateRequest,
  type VoucherKind,
} from '@prepwise/contracts';
import { adminAuditKey } from '../../api/admin-audit-api';
import { adminShopKey, createAdminVouchers, shopPackagesQueryOptions } from '../../api/admin-shop-api';
import { requestResolver } from '../../../../lib/request-resolver';
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

/** Whether a currency is given twice among the amounts (the request would keep only one). */
function hasRepeatedCurrency(drafts: readonly PriceDraft[]): boolean {
  const given = pricesRequestOf(drafts);
  return new Set(given.map((price) => price.currency)).size < given.length;
}

const requestCheck = requestResolver(adminVoucherCreateRequestSchema, voucherRequestOf);

/** The contract's check of the request, and the form's own: a fixed discount names each currency once. */
const resolver: Resolver<VoucherDraft, unknown, AdminVoucherCreateRequest> = async (
  values,
  context,
  options,
) => {
  const result = await requestCheck(values, context, options);
  const isAmounts = values.kind === 'DISCOUNT' && values.discountType === 'amount';
  if (!isAmounts || !hasRepeatedCurrency(values.discountAmounts)) return result;
  return {
    values: {},
    errors: { ...result.errors, discountAmounts: { type: 'custom', message: 'A currency is given twice.' } },
  };
};

/** The form's fields with a problem text of their own, by the request's field each checks. */
const problemKeys = {
  code: 'vouchers.error.code',
  prefix: 'vouchers.error.prefix',
  count: 'vouchers.error.count',
  packageId: 'vouchers.error.packageId',
  discountPercent: 'vouchers.error.discountPercent',
  discountAmounts: 'vouchers.amountsError',
  maxUses: 'vouchers.error.maxUses',
  maxUsesPerUser: 'vouchers.error.maxUsesPerUser',
  expiresDate: 'vouchers.error.expiresDate',
} as const;

/** The dialog creating one voucher or a batch with a prefix; the codes made are shown to copy. */
export function VoucherCreateButton() {
  const { sht, t } = useShopT();
  const queryClient = useQueryClient();
  const [isOpen, { open, close }] = useDisclosure(false);
  const form = useForm<VoucherDraft, unknown, AdminVoucherCreateRequest>({
    resolver,
    defaultValues: emptyDraft,
  });
  const [mode, kind, discountType, maxUses] = useWatch({
    control: form.control,
    name: ['mode', 'kind', 'discountType', 'maxUses'],
  });
  const { errors } = form.formState;
  /** A field's problem in the admin's language, under the field. */
  const problemOf = (field: keyof typeof problemKeys) =>
    errors[field as keyof typeof errors]
      ? sht(problemKeys[field], { max: field === 'count' ? maxBulkVouchers : maxVoucherUses })
      : undefined;
  const packages = useQuery({ ...shopPackagesQueryOptions(), enabled: isOpen });
  const mutation = useMutation({
    mutationFn: (request: AdminVoucherCreateInput) => createAdminVouchers(request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminShopKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditKey }),
      ]),
  });
  const handleOpen = () => {
    mutation.reset();
    open();
  };
  const handleSubmit = form.handleSubmit((request) => mutation.mutate(request));
  const again = () => {
    mutation.reset();
    form.reset(emptyDraft);
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
          <form noValidate onSubmit={(event) => void handleSubmit(event)}>
            <Stack gap="sm">
              <Controller
                control={form.control}
                name="mode"
                render={({ field }) => (
                  <SegmentedControl
                    aria-label={sht('vouchers.mode')}
                    value={field.value}
                    onChange={(value) => field.onChange(value === 'bulk' ? 'bulk' : 'single')}
                    data={[
                      { value: 'single', label: sht('vouchers.mode.single') },
                      { value: 'bulk', label: sht('vouchers.mode.bulk') },
                    ]}
                  />
                )}
              />
              {mode === 'single' ? (
                <Controller
                  control={form.control}
                  name="code"
                  render={({ field }) => (
                    <TextInput
                      {...field}
                      required
                      label={sht('vouchers.code')}
                      description={sht('vouchers.codeHelp')}
                      onChange={(event) => field.onChange(event.currentTarget.value.toUpperCase())}
                      maxLength={32}
                      error={problemOf('code')}
                    />
                  )}
                />
              ) : (
                <Group grow align="flex-start">
                  <Controller
                    control={form.control}
                    name="prefix"
                    render={({ field }) => (
                      <TextInput
                        {...field}
                        required
                        label={sht('vouchers.prefix')}
                        description={sht('vouchers.prefixHelp')}
                        onChange={(event) => field.onChange(event.currentTarget.value.toUpperCase())}
                        maxLength={16}
                        error={problemOf('prefix')}
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name="count"
                    render={({ field }) => (
                      <NumberInput
                        {...field}
                        required
                        label={sht('vouchers.count')}
                        min={1}
                        max={maxBulkVouchers}
                        allowDecimal={false}
                        error={problemOf('count')}
                      />
                    )}
                  />
                </Group>
              )}
              <NativeSelect
                {...form.register('kind')}
                label={sht('vouchers.kind')}
                data={[
                  { value: 'PACKAGE', label: sht('vouchers.kind.PACKAGE') },
                  { value: 'DISCOUNT', label: sht('vouchers.kind.DISCOUNT') },
                ]}
              />
              {kind === 'PACKAGE' ? (
                <NativeSelect
                  {...form.register('packageId')}
                  required
                  label={sht('vouchers.package')}
                  data={[
                    {
                      value: '',
                      label: packages.isPending
                        ? sht('vouchers.packagesLoading')
                        : sht('vouchers.choosePackage'),
                    },
                    ...(packages.data ?? []).map((pack) => ({ value: String(pack.id), label: pack.name })),
                  ]}
                  error={packages.isError ? sht('vouchers.packagesFailed') : problemOf('packageId')}
                />
              ) : (
                <>
                  <Controller
                    control={form.control}
                    name="discountType"
                    render={({ field }) => (
                      <SegmentedControl
                        aria-label={sht('vouchers.discountType')}
                        value={field.value}
                        onChange={(value) => field.onChange(value === 'amount' ? 'amount' : 'percent')}
                        data={[
                          { value: 'percent', label: sht('vouchers.discountType.percent') },
                          { value: 'amount', label: sht('vouchers.discountType.amount') },
                        ]}
                      />
                    )}
                  />
                  {discountType === 'percent' ? (
                    <Controller
                      control={form.control}
                      name="discountPercent"
                      render={({ field }) => (
                        <NumberInput
                          {...field}
                          required
                          label={sht('vouchers.discountPercent')}
                          min={1}
                          max={100}
                          allowDecimal={false}
                          suffix=" %"
                          error={problemOf('discountPercent')}
                        />
                      )}
                    />
                  ) : (
                    <Controller
                      control={form.control}
                      name="discountAmounts"
                      render={({ field }) => (
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
                          value={field.value}
                          onChange={field.onChange}
                          error={problemOf('discountAmounts')}
                        />
                      )}
                    />
                  )}
                </>
              )}
              <Group grow align="flex-start">
                <Controller
                  control={form.control}
                  name="maxUses"
                  render={({ field }) => (
                    <NumberInput
                      {...field}
                      required
                      label={sht('vouchers.maxUses')}
                      description={sht('vouchers.maxUsesHelp')}
                      min={1}
                      max={maxVoucherUses}
                      allowDecimal={false}
                      error={problemOf('maxUses')}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="maxUsesPerUser"
                  render={({ field }) => (
                    <NumberInput
                      {...field}
                      required
                      label={sht('vouchers.maxUsesPerUser')}
                      description={sht('vouchers.maxUsesPerUserHelp')}
                      min={1}
                      max={Number(maxUses) || maxVoucherUses}
                      allowDecimal={false}
                      error={problemOf('maxUsesPerUser')}
                    />
                  )}
                />
              </Group>
              <Group grow align="flex-start">
                <TextInput
                  {...form.register('expiresDay')}
                  type="date"
                  label={sht('vouchers.expiresDay')}
                  description={sht('vouchers.expiresDayHelp')}
                  error={problemOf('expiresDate')}
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
