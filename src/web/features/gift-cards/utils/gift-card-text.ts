import { formatUtcDay } from '../../../lib/dates';
import type { AdminGiftCard, GiftCardEntryKind } from '../../../../shared/schemas/gift-card';

/** What each ledger row did to the card. */
export const ENTRY_LABELS: Record<GiftCardEntryKind, string> = {
  issued: 'Issued',
  redeemed: 'Paid an order',
  released: 'Back from an order that was not paid',
  refunded: 'Refunded onto the card',
  disabled: 'Disabled',
};

export type GiftCardState = 'active' | 'used_up' | 'expired' | 'disabled';

/** Whether a card can pay now, and why not: disabled first, then expired, then nothing left. */
export function giftCardState(card: Pick<AdminGiftCard, 'disabledAt' | 'expiresAt' | 'balance'>, now = Date.now()): GiftCardState {
  if (card.disabledAt) return 'disabled';
  if (card.expiresAt && new Date(card.expiresAt).getTime() <= now) return 'expired';
  if (card.balance <= 0) return 'used_up';
  return 'active';
}

// Whole class names, so Tailwind finds every one in this file.
export const STATE_LOOK: Record<GiftCardState, { label: string; className: string }> = {
  active: { label: 'Active', className: 'badge-success badge-soft' },
  used_up: { label: 'Used up', className: 'badge-ghost' },
  expired: { label: 'Expired', className: 'badge-warning badge-soft' },
  disabled: { label: 'Disabled', className: 'badge-error badge-soft' },
};

/** "Dec 31, 2027" (a day in UTC: a card lasts until that day's end in UTC), or "Never". */
export const expiryText = (expiresAt: string | null) => (expiresAt ? formatUtcDay(expiresAt) : 'Never');

/** A date input's day ("2027-12-31") as the instant the card stops working: the end of that day, UTC. */
export const endOfDay = (date: string) => `${date}T23:59:59Z`;
