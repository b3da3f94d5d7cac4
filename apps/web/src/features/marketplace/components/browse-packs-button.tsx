import { Button } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { marketplacePaths } from '../lib/marketplace-paths';
import { useMarketplaceT } from '../lib/use-marketplace-t';

/** "Browse packs": the next step an empty payments or activity list offers. */
export function BrowsePacksButton() {
  const { mt } = useMarketplaceT();
  return (
    <Button
      component={Link}
      to={marketplacePaths.packs}
      variant="light"
      leftSection={<IconBuildingStore size={16} aria-hidden />}
    >
      {mt('cart.browse')}
    </Button>
  );
}
