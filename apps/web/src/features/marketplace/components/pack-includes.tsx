import { List, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Package } from '@prepwise/contracts';
import { formatCount } from '../../../lib/format';
import { includedItemsOf } from '../lib/package-includes';
import { useMarketplaceT } from '../lib/use-marketplace-t';

/** The "what you get" list of a package, derived from its numbers. */
export function PackIncludes({ pack }: { pack: Package }) {
  const { mt, language } = useMarketplaceT();
  return (
    <List
      spacing={4}
      size="sm"
      aria-label={mt('pack.includes')}
      icon={
        <ThemeIcon size={18} radius="xl" color="teal" variant="light" aria-hidden>
          <IconCheck size={12} />
        </ThemeIcon>
      }
    >
      {includedItemsOf(pack).map((item) => (
        <List.Item key={item.key}>
          {mt(item.key, { count: item.count, amount: formatCount(item.count, language) })}
        </List.Item>
      ))}
    </List>
  );
}
