import { Button, Modal, NativeSelect, NumberInput, Stack, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconGift } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { grantableCredits, maxManualGrant, type AdminCreditGrantRequest } from '@prepwise/contracts';
import { adminAuditKey } from '../../api/admin-audit-api';
import { grantAdminCredits } from '../../api/admin-shop-api';
import { adminUsersKey } from '../../api/admin-users-api';
import { useShopT } from '../../lib/use-shop-t';
import { FormFooter } from '../form-footer';

type Credit = AdminCreditGrantRequest['resource'];

/** Grants a learner credits by hand, with the reason the audit log keeps. */
export function CreditGrantButton({ userId }: { userId: string }) {
  const { sht, t } = useShopT();
  const queryClient = useQueryClient();
  const [isOpen, { open, close }] = useDisclosure(false);
  const [resource, setResource] = useState<Credit>('ai_scoring');
  const [amount, setAmount] = useState<number | string>(10);
  const [reason, setReason] = useState('');
  const mutation = useMutation({
    mutationFn: (grant: AdminCreditGrantRequest) => grantAdminCredits(userId, grant),
    onSuccess: async () => {
      close();
      setReason('');
      await Promise.all(
        [adminUsersKey, adminAuditKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate({ resource, amount: Number(amount), reason: reason.trim() });
  };
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
        <form onSubmit={handleSubmit}>
          <Stack gap="sm">
            <NativeSelect
              label={sht('grant.resource')}
              value={resource}
              onChange={(event) =>
                setResource(
                  grantableCredits.find((value) => value === event.currentTarget.value) ?? 'ai_scoring',
                )
              }
              data={grantableCredits.map((value) => ({ value, label: sht(`grant.resource.${value}`) }))}
            />
            <NumberInput
              required
              label={sht('grant.amount')}
              min={1}
              max={maxManualGrant}
              allowDecimal={false}
              value={amount}
              onChange={setAmount}
            />
            <Textarea
              required
              label={sht('grant.reason')}
              description={sht('grant.reasonHelp')}
              minLength={3}
              maxLength={200}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
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
