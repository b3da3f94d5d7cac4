import { IconBuildingStore } from '@tabler/icons-react';
import { LinkButton } from '../../../components/ui/link-button';
import { marketplacePaths } from '../lib/marketplace-paths';
import { useMarketplaceT } from '../lib/use-marketplace-t';

/** "Browse packs": the next step an empty payments or activity list offers. */
export function BrowsePacksButton() {
  const { mt } = useMarketplaceT();
  return (
    <LinkButton to={marketplacePaths.packs} icon={<IconBuildingStore size={16} aria-hidden />}>
      {mt('cart.browse')}
    </LinkButton>
  );
}
