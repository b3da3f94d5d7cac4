import { Alert, Badge, Button, Card, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDeviceFloppy, IconRestore } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  adminBlueprintRequestSchema,
  maxBlueprintSlotCount,
  type AdminBlueprintRequest,
  type BlueprintStock,
} from '@prepwise/contracts';
import { formatDate } from '../../../../lib/format';
import { adminAuditKey } from '../../api/admin-audit-api';
import { adminMocksKey, resetBlueprintCounts, saveBlueprintCounts } from '../../api/admin-mocks-api';
import {
  blueprintCountsOf,
  blueprintDraftOf,
  blueprintRequestOf,
  draftCount,
  draftMarks,
  draftSize,
  type BlueprintDraft,
} from '../../lib/blueprint-draft';
import { requestResolver } from '../../../../lib/request-resolver';
import { useMocksT } from '../../lib/use-mocks-t';
import { ConfirmButton } from '../confirm-button';
import { TableScroll } from '../../../../components/ui/table-scroll';

const refreshed = [adminMocksKey, adminAuditKey] as const;

/** The counts are checked by the endpoint's schema; the card's blueprint comes as the context. */
const resolver = requestResolver(
  adminBlueprintRequestSchema,
  (draft: BlueprintDraft, stock: BlueprintStock) => blueprintCountsOf(stock, draft),
);

/**
 * One blueprint: its item counts, editable in a form checked by the endpoint's schema (the types
 * it has; a paper's filling slot follows the mark total), the size they give and the bank's stock per type with a warning where the bank
 * holds fewer active items than asked; saved or reset to the platform's counts, both audited.
 */
export function BlueprintCard({ stock }: { stock: BlueprintStock }) {
  const { mct, t, language } = useMocksT();
  const queryClient = useQueryClient();
  const form = useForm<BlueprintDraft, BlueprintStock, AdminBlueprintRequest>({
    resolver,
    context: stock,
    defaultValues: blueprintDraftOf(stock),
  });
  // The size, the stock warnings and the checks follow each keystroke.
  const draft = { ...blueprintDraftOf(stock), ...useWatch({ control: form.control }) };
  const save = useMutation({
    mutationFn: (request: AdminBlueprintRequest) => saveBlueprintCounts(stock.kind, stock.name, request),
    onSuccess: () => Promise.all(refreshed.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  const handleSave = form.handleSubmit((request) => save.mutate(request));
  const name = `${stock.kind} · ${mct(`blueprint.${stock.name}`)}`;
  const headingId = `blueprint-${stock.kind}-${stock.name}`;
  const request = blueprintRequestOf(stock, draft);
  const isChanged = stock.slots.some((slot) => draftCount(draft, slot.type) !== slot.count);
  const size = draftSize(stock, draft);
  const marks = draftMarks(stock, draft);
  const isOverMarks = marks !== undefined && marks.least > marks.total;
  const missingOf = (slot: BlueprintStock['slots'][number]) =>
    slot.isFill ? slot.count - slot.active : draftCount(draft, slot.type) - slot.active;
  const canFill = stock.slots.every((slot) => missingOf(slot) <= 0);
  const pages = stock.introPages.map((page) =>
    page.activated ? page.title : mct('stock.hiddenPage', { title: page.title }),
  );
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id={headingId}>
            {name}
          </Title>
          <Text size="sm" c="dimmed" data-testid="blueprint-size">
            {mct('stock.size', size)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {stock.isCustomized && stock.updatedDate
            ? mct('stock.customized', {
                who: stock.updatedBy ?? '',
                date: formatDate(stock.updatedDate, language),
              })
            : mct('stock.platformCounts')}
        </Text>
        {canFill ? (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} p="xs">
            {mct('stock.canFill')}
          </Alert>
        ) : (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} p="xs" role="alert">
            {mct('stock.cannotFill')}
          </Alert>
        )}
        <TableScroll minWidth={520}>
          <Table striped withTableBorder aria-label={mct('stock.tableLabel', { name })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{mct('stock.type')}</Table.Th>
                <Table.Th ta="right">{mct('stock.needed')}</Table.Th>
                <Table.Th ta="right">{mct('stock.default')}</Table.Th>
                <Table.Th ta="right">{mct('stock.active')}</Table.Th>
                <Table.Th>{mct('stock.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stock.slots.map((slot) => {
                const typeName = t(`questionType.${slot.type}`);
                const missing = missingOf(slot);
                return (
                  <Table.Tr key={slot.type} data-testid="blueprint-slot">
                    <Table.Td>{typeName}</Table.Td>
                    <Table.Td ta="right">
                      {slot.isFill ? (
                        <>
                          {slot.count}
                          <Text span size="xs" c="dimmed" ml={4}>
                            ({mct('stock.fill', { total: stock.questionCount })})
                          </Text>
                        </>
                      ) : (
                        <Controller
                          control={form.control}
                          name={slot.type}
                          render={({ field }) => (
                            <NumberInput
                              {...field}
                              value={field.value ?? ''}
                              size="xs"
                              w={80}
                              ml="auto"
                              min={0}
                              max={maxBlueprintSlotCount}
                              allowDecimal={false}
                              allowNegative={false}
                              clampBehavior="strict"
                              aria-label={mct('stock.countLabel', { type: typeName })}
                            />
                          )}
                        />
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{slot.defaultCount}</Table.Td>
                    <Table.Td ta="right">{slot.active}</Table.Td>
                    <Table.Td>
                      {missing > 0 ? (
                        <Badge color="red" variant="light" tt="none">
                          {mct('stock.missing', { count: missing })}
                        </Badge>
                      ) : (
                        <Badge color="green" variant="light" tt="none">
                          {mct('stock.enough')}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </TableScroll>
        <Text size="xs" c="dimmed">
          {mct('stock.minutesNote')}
        </Text>
        {!request && (
          <Text size="sm" c="red" role="alert">
            {mct('stock.invalidCounts', { max: maxBlueprintSlotCount })}
          </Text>
        )}
        {request && isOverMarks && (
          <Text size="sm" c="red" role="alert" data-testid="blueprint-over-marks">
            {mct('stock.overMarks', marks)}
          </Text>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            disabled={!request || !isChanged || isOverMarks}
            loading={save.isPending}
            onClick={() => void handleSave()}
            aria-label={mct('stock.saveLabel', { name })}
          >
            {mct('stock.save')}
          </Button>
          <ConfirmButton
            size="xs"
            icon={<IconRestore size={16} aria-hidden />}
            text={mct('stock.reset')}
            label={mct('stock.resetLabel', { name })}
            disabled={!stock.isCustomized}
            isTakingAway={false}
            title={mct('stock.resetTitle', { name })}
            body={mct('stock.resetBody')}
            cancel={mct('form.cancel')}
            confirm={mct('stock.reset')}
            run={() => resetBlueprintCounts(stock.kind, stock.name)}
            refresh={refreshed}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {pages.length > 0 ? mct('stock.usedBy', { pages: pages.join(', ') }) : mct('stock.unused')}
        </Text>
      </Stack>
    </Card>
  );
}
