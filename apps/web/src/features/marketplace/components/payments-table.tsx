import { formatMoney } from '@prepwise/contracts';
import { Badge, Box, Table, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import type { PaymentEntry } from '../api/payments-api';
import { describePayment } from '../lib/payment-description';
import { useMarketplaceT } from '../lib/use-marketplace-t';
import { TableScroll } from '../../../components/ui/table-scroll';

function KindBadge({ kind }: { kind: PaymentEntry['kind'] }) {
  const { mt } = useMarketplaceT();
  return (
    <Badge variant="light" color={kind === 'PAYMENT' ? 'indigo' : 'grape'} style={{ overflow: 'visible' }}>
      {mt(`payments.kind.${kind}`)}
    </Badge>
  );
}

/** A payment's description in the learner's language (see describePayment). */
function PaymentText({ entry }: { entry: PaymentEntry }) {
  const { mt, language } = useMarketplaceT();
  const description = describePayment(entry, language);
  return (
    <Text size="sm">
      {description.key === 'payments.description.voucher'
        ? mt('payments.description.voucher', description.values)
        : description.key === 'payments.description.free'
          ? mt('payments.description.free', description.values)
          : description.text}
    </Text>
  );
}

/** Payment history rows: date (DD/MM/YYYY), kind badge, description and amount. */
export function PaymentsTable({ entries }: { entries: PaymentEntry[] }) {
  const { mt, language } = useMarketplaceT();
  return (
    <TableScroll minWidth={320}>
      <Table striped verticalSpacing="xs" aria-label={mt('payments.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{mt('payments.col.date')}</Table.Th>
            <Table.Th visibleFrom="sm">{mt('payments.col.kind')}</Table.Th>
            <Table.Th>{mt('payments.col.description')}</Table.Th>
            <Table.Th ta="right">{mt('payments.col.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id} data-testid="payment-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(entry.createdDate, language)}</Table.Td>
              <Table.Td visibleFrom="sm">
                <KindBadge kind={entry.kind} />
              </Table.Td>
              <Table.Td>
                <Box hiddenFrom="sm" mb={4}>
                  <KindBadge kind={entry.kind} />
                </Box>
                <PaymentText entry={entry} />
                {entry.voucherCode && (
                  <Text size="xs" c="dimmed">
                    {entry.voucherCode}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(entry.amount, entry.currency, language)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
