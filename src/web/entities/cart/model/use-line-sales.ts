import { useQueries } from '@tanstack/react-query';
import { getCartProductQueryOptions } from '../api/cart-api';
import type { CartLine } from './use-cart';

/**
 * The cart's lines with their sale prices: the server's cart carries them; a guest's lines take them
 * from the catalog's answers the guest cart already read (the same cache entries, no new request).
 */
export function useLineSales(lines: CartLine[], isGuest: boolean): CartLine[] {
  const products = useQueries({ queries: lines.map((l) => ({ ...getCartProductQueryOptions(l.productId), enabled: isGuest })) });
  if (!isGuest) return lines;
  return lines.map((line, i) => {
    const p = products[i]?.data;
    return p?.salePrice === undefined ? line : { ...line, salePrice: p.salePrice, promotion: p.promotion };
  });
}
