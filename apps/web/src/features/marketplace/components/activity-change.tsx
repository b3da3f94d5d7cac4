import { Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconCircleMinus, IconCirclePlus } from '@tabler/icons-react';
import type { ActivityView } from '../lib/activity-labels';
import { useMarketplaceT } from '../lib/use-marketplace-t';
import classes from './activity-change.module.css';

const icons = {
  grant: IconCirclePlus,
  spend: IconCircleMinus,
  refund: IconArrowBackUp,
} as const;

/**
 * The change a row made: an icon, the signed amount and a word ("Added", "Used", "Refunded"), so
 * green and red are never the only signal.
 */
export function ActivityChange({ view, justify }: { view: ActivityView; justify?: 'flex-end' }) {
  const { mt } = useMarketplaceT();
  const Icon = icons[view.direction];
  return (
    <Group
      gap={6}
      wrap="nowrap"
      justify={justify}
      className={classes[view.direction]}
      data-direction={view.direction}
    >
      <Icon size={18} aria-hidden style={{ flexShrink: 0 }} />
      {view.signedAmount && (
        <Text span size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {view.signedAmount}
        </Text>
      )}
      <Text span size="sm" fw={500}>
        {mt(`activity.direction.${view.direction}`)}
      </Text>
    </Group>
  );
}
