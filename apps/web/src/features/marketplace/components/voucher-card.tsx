import { Card, Grid, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useId } from 'react';
import { useMarketplaceT } from '../lib/use-marketplace-t';
import { VoucherField } from './voucher-field';

/**
 * "Have a voucher?" on the pack list: a code is looked up, then a PACKAGE voucher is activated
 * here (access control reloads); a discount voucher is pointed to the cart.
 */
export function VoucherCard() {
  const { mt } = useMarketplaceT();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} withBorder radius="lg" padding="md">
      <Grid gutter="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Group gap="sm" wrap="nowrap" align="center">
            <ThemeIcon size={36} radius="xl" variant="light" color="grape" aria-hidden>
              <IconTicket size={20} />
            </ThemeIcon>
            <Title order={2} size="h5" id={titleId}>
              {mt('packs.voucherTitle')}
            </Title>
          </Group>
          <Text size="sm" c="dimmed" mt="xs">
            {mt('packs.voucherText')}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <VoucherField />
        </Grid.Col>
      </Grid>
    </Card>
  );
}
