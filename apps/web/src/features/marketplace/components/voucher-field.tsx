import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { voucherCodeSchema } from '@prepwise/contracts';
import { fetchVoucherInfo, useActivateVoucher } from '../api/voucher-api';
import { apiErrorText } from '../../../lib/api-error-text';
import { useMarketplaceT } from '../lib/use-marketplace-t';
import { VoucherInfoCard } from './voucher-info-card';

interface VoucherFieldProps {
  /** The package the voucher is checked against; 0 for the whole cart. */
  packageId?: number;
  /** Given on the cart page: a usable discount voucher is applied as soon as it is checked. */
  onApplyDiscount?: (code: string) => void;
  appliedCode?: string | null;
  /** The code typed so far (trimmed, upper case), so the cart can warn before a full-price checkout. */
  onDraftChange?: (code: string) => void;
}

/**
 * Seed section 4, Voucher: look a code up (marks it fetched), then activate it (a package) or, in
 * the cart, have it applied at once (a discount); a voucher that cannot be used says why.
 */
export function VoucherField({
  packageId = 0,
  onApplyDiscount,
  appliedCode,
  onDraftChange,
}: VoucherFieldProps) {
  const { mt } = useMarketplaceT();
  const form = useForm({ defaultValues: { code: '' } });
  const lookup = useMutation({
    mutationFn: (code: string) => fetchVoucherInfo(code, packageId),
    // "Check code" applies a usable discount at once: checking out next gets the discount.
    onSuccess: (info) => {
      if (info.usable && info.kind === 'DISCOUNT') onApplyDiscount?.(info.code);
    },
  });
  const activate = useActivateVoucher();
  const formatError = form.formState.errors.code ? mt('voucher.format') : undefined;
  const serverError = lookup.isError ? apiErrorText(lookup.error) : undefined;

  const handleValid = form.handleSubmit(({ code }) => {
    lookup.mutate(voucherCodeSchema.parse(code));
  });
  const handleActivate = (code: string) =>
    activate.mutate(code, {
      onSuccess: () => {
        lookup.reset();
        form.reset();
        onDraftChange?.('');
      },
    });

  return (
    <Stack gap="xs">
      <form noValidate onSubmit={(event) => void handleValid(event)}>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            {...form.register('code', {
              validate: (value) => voucherCodeSchema.safeParse(value).success,
              onChange: (event: { target: { value: string } }) => {
                lookup.reset();
                onDraftChange?.(event.target.value.trim().toUpperCase());
              },
            })}
            label={mt('voucher.label')}
            placeholder={mt('voucher.placeholder')}
            leftSection={<IconTicket size={16} aria-hidden />}
            autoComplete="off"
            autoCapitalize="characters"
            error={formatError ?? serverError}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" variant="default" loading={lookup.isPending} mt={25}>
            {mt('voucher.check')}
          </Button>
        </Group>
      </form>
      {lookup.isSuccess && (
        <VoucherInfoCard
          info={lookup.data}
          onActivate={() => handleActivate(lookup.data.code)}
          isActivating={activate.isPending}
          onApplyDiscount={onApplyDiscount}
          appliedCode={appliedCode}
        />
      )}
    </Stack>
  );
}
