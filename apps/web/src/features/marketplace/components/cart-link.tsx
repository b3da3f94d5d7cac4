import { IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LinkButton } from '../../../components/ui/link-button';
import { cartQueryOptions } from '../api/cart-api';
import { marketplacePaths } from '../lib/marketplace-paths';
import { useMarketplaceT } from '../lib/use-marketplace-t';

/** A link to the cart page showing how many items are in it. */
export function CartLink() {
  const { mt } = useMarketplaceT();
  const cart = useQuery(cartQueryOptions());
  const count = cart.data?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
  return (
    <LinkButton
      to={marketplacePaths.cart}
      icon={<IconShoppingCart size={18} aria-hidden />}
      data-testid="cart-link"
    >
      {mt('cart.openWithCount', { count })}
    </LinkButton>
  );
}
