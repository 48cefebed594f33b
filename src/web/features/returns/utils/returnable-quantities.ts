import type { OrderLine } from '../../../../shared/schemas/checkout';
import type { Return } from '../../../../shared/schemas/return';

/**
 * How many units of each line can still be asked back: bought, less what the order's returns
 * already hold (every return but a rejected one: requested, approved, received or refunded).
 */
export function returnableQuantities(lines: Pick<OrderLine, 'productId' | 'quantity'>[], returns: Pick<Return, 'status' | 'lines'>[]) {
  const taken = new Map<string, number>();
  for (const ret of returns) {
    if (ret.status === 'rejected') continue;
    for (const line of ret.lines) taken.set(line.productId, (taken.get(line.productId) ?? 0) + line.quantity);
  }
  return new Map(lines.map((line) => [line.productId, Math.max(0, line.quantity - (taken.get(line.productId) ?? 0))]));
}
