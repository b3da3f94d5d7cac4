import { Button, Modal, NativeSelect, NumberInput, Stack, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconGift } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import {
  adminCreditGrantRequestSchema,
  grantableCredits,
  maxManualGrant,
  type AdminCreditGrantRequest,
} from '@prepwise/contracts';
import { adminAuditKey } from '../../api/admin-audit-api';
import { grantAdminCredits } from '../../api/admin-shop-api';
import { adminUsersKey } from '../../api/admin-users-api';
import { numberOf, requestResolver } from '../../../../lib/request-resolver';
import { useShopT } from '../../lib/use-shop-t';
import { FormFooter } from '../form-footer';

/** The grant as the inputs hold it: the amount '' when emptied. */
interface GrantDraft {
  resource: AdminCreditGrantRequest['resource'];
  amount: number | string;
  reason: string;
}

const emptyGrant: GrantDraft = { resource: 'ai_scoring', amount: 10, reason: '' };

const resolver = requestResolver(adminCreditGrantRequestSchema, (draft: GrantDraft) => ({
  ...draft,
  amount: numberOf(draft.amount),
}));

/** Grants a learner credits by hand, with the reason the audit log keeps. */
export function CreditGrantButton({ userId }: { userId: string }) {
  const { sht, t } = useShopT();
  const queryClient = useQueryClient();
  const [isOpen, { open, close }] = useDisclosure(false);
  const form = useForm<GrantDraft, unknown, AdminCreditGrantRequest>({ resolver, defaultValues: emptyGrant });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: (grant: AdminCreditGrantRequest) => grantAdminCredits(userId, grant),
    onSuccess: async () => {
      close();
      form.reset({ ...form.getValues(), reason: '' });
      await Promise.all(
        [adminUsersKey, adminAuditKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
  const handleSubmit = form.handleSubmit((grant) => mutation.mutate(grant));
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconGift size={16} aria-hidden />}
        onClick={() => {
          mutation.reset();
          open();
        }}
      >
        {sht('grant.button')}
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={isOpen}
        onClose={close}
        title={sht('grant.title')}
        centered
      >
        <form noValidate onSubmit={(event) => void handleSubmit(event)}>
          <Stack gap="sm">
            <NativeSelect
              {...form.register('resource')}
              label={sht('grant.resource')}
              data={grantableCredits.map((value) => ({ value, label: sht(`grant.resource.${value}`) }))}
            />
            <Controller
              control={form.control}
              name="amount"
              render={({ field }) => (
                <NumberInput
                  {...field}
                  required
                  label={sht('grant.amount')}
                  min={1}
                  max={maxManualGrant}
                  allowDecimal={false}
                  error={errors.amount ? sht('grant.amountError', { max: maxManualGrant }) : undefined}
                />
              )}
            />
            <Textarea
              {...form.register('reason')}
              required
              label={sht('grant.reason')}
              description={sht('grant.reasonHelp')}
              maxLength={200}
              error={errors.reason ? sht('grant.reasonError') : undefined}
            />
            <FormFooter
              mutation={mutation}
              cancel={sht('grant.cancel')}
              onCancel={close}
              submit={sht('grant.confirm')}
            />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
