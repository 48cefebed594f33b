import { useQueries } from '@tanstack/react-query';
import { toCents, toDollars } from '../../../../shared/money';
import { getCartProductQueryOptions } from '../api/cart-api';
import type { CartLine } from './use-cart';

/** A line's part on an automatic promotion: its sale price and the promotion's label and end. */
export interface LineSale {
  price: number;
  label: string;
  endsAt: string | null;
}

/**
 * The sale prices of the cart's parts, from the catalog's answer for each (the same cache entries a
 * guest's cart and "Add to cart" read): by product id, only the parts on sale. What the order is
 * charged is the checkout's quote; this shows the cart what it can expect.
 */
export function useCartSales(lines: CartLine[]): { sales: Map<string, LineSale>; savings: number } {
  const products = useQueries({ queries: lines.map((l) => ({ ...getCartProductQueryOptions(l.productId), staleTime: 30_000 })) });
  const sales = new Map<string, LineSale>();
  let cents = 0;
  lines.forEach((line, i) => {
    const p = products[i]?.data;
    if (!p || p.salePrice === undefined || !p.promotion || p.salePrice >= line.unitCost) return;
    sales.set(line.productId, { price: p.salePrice, label: p.promotion.label, endsAt: p.promotion.endsAt });
    cents += (toCents(line.unitCost) - toCents(p.salePrice)) * line.quantity;
  });
  return { sales, savings: toDollars(cents) };
}
