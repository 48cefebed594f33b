import { CATEGORIES } from '../../../../shared/constants';
import { formatPrice } from '../../../../shared/money';
import type { ActivePromotion, Promotion, PromotionStatus } from '../../../../shared/schemas/promotion';
import { formatDateTime } from '../../../lib/dates';

const categoryLabel = (slug: string) => CATEGORIES.find((c) => c.slug === slug)?.label ?? slug;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What a promotion takes off: "10 % off", "$5.00 off" or "Free shipping". */
export function promotionOff(p: Pick<ActivePromotion, 'kind' | 'value'>): string {
  if (p.kind === 'free_shipping') return 'Free shipping';
  if (p.kind === 'percentage') return `${p.value ?? 0} % off`;
  return `${formatPrice(p.value ?? 0)} off`;
}

/** Its conditions in short phrases ("Orders from $50.00", "Batteries", "First order only"); none: every order. */
export function promotionConditions(p: Promotion): string[] {
  const out: string[] = [];
  if (p.minSubtotal !== null) out.push(`Orders from ${formatPrice(p.minSubtotal)}`);
  if (p.minQuantity !== null) out.push(`${p.minQuantity} or more units`);
  if (p.categories.length > 0) out.push(p.categories.map(categoryLabel).join(', '));
  if (p.brands.length > 0) out.push(`Brands: ${p.brands.join(', ')}`);
  if (p.productIds.length > 0) out.push(plural(p.productIds.length, 'chosen product'));
  if (p.firstOrderOnly) out.push('First order only');
  if (p.customerEmails.length > 0) out.push(plural(p.customerEmails.length, 'chosen customer'));
  return out;
}

/** When it runs: "From Dec 1, 2026, 9:00 AM until Dec 24, 2026, 6:00 PM", or "Ended …", or "No end date". */
export function promotionWhen(p: Promotion): string {
  if (p.endedAt) return `Ended ${formatDateTime(p.endedAt)}`;
  const from = p.startsAt ? `From ${formatDateTime(p.startsAt)}` : '';
  const until = p.endsAt ? `until ${formatDateTime(p.endsAt)}` : 'no end date';
  return from ? `${from}, ${until}` : until.charAt(0).toUpperCase() + until.slice(1);
}

/** Uses so far and the limit: "3 / 100", or "3" without a limit. */
export const promotionUses = (p: Promotion) => (p.usageLimit === null ? String(p.uses) : `${p.uses} / ${p.usageLimit}`);

// Whole class names, so Tailwind finds every one in this file.
export const STATUS_LOOK: Record<PromotionStatus, string> = {
  scheduled: 'badge-info badge-soft',
  running: 'badge-success badge-soft',
  paused: 'badge-warning badge-soft',
  used_up: 'badge-ghost',
  ended: 'badge-ghost',
};
