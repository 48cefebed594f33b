import type { Viewer } from '../lib/viewer.js';
import type { FlowContext } from './context.js';

export interface ShopSettingsChange {
  refundLimitCents: number;
  /** Left out: unchanged. */
  storeCreditRefunds?: boolean | undefined;
  /** Left out: unchanged. */
  guestCheckout?: boolean | undefined;
  /** Left out: unchanged. */
  exchangeShipsAtOnce?: boolean | undefined;
}

/**
 * An owner changes the shop's settings (the refund limit of staff other than owners and admins,
 * whether customers may take refunds as store credit, whether guests may check out, whether an exchange ships before its return is in), with the audit row, in one transaction.
 */
export async function updateShopSettings(
  d: Pick<FlowContext, 'db' | 'settings' | 'audit'>,
  viewer: Viewer,
  change: ShopSettingsChange,
): Promise<void> {
  await d.db.transaction(async (tx) => {
    const before = await d.settings.lockRefundLimit(tx);
    const creditBefore = await d.settings.lockStoreCreditRefunds(tx);
    const guestsBefore = await d.settings.lockGuestCheckout(tx);
    const shipsBefore = await d.settings.lockExchangeShipsAtOnce(tx);
    await d.settings.setRefundLimitCents(tx, change.refundLimitCents);
    const { storeCreditRefunds: credit, guestCheckout: guests, exchangeShipsAtOnce: ships } = change;
    if (credit !== undefined) await d.settings.setStoreCreditRefunds(tx, credit);
    if (guests !== undefined) await d.settings.setGuestCheckout(tx, guests);
    if (ships !== undefined) await d.settings.setExchangeShipsAtOnce(tx, ships);
    const changes = {
      refundLimitCents: before !== change.refundLimitCents ? ([before, change.refundLimitCents] as const) : undefined,
      storeCreditRefunds: credit !== undefined && credit !== creditBefore ? ([creditBefore, credit] as const) : undefined,
      guestCheckout: guests !== undefined && guests !== guestsBefore ? ([guestsBefore, guests] as const) : undefined,
      exchangeShipsAtOnce: ships !== undefined && ships !== shipsBefore ? ([shipsBefore, ships] as const) : undefined,
    } as const;
    await d.audit.record(tx, viewer, { action: 'settings.update', entity: 'settings', entityId: 'shop', label: 'Shop settings', changes });
  });
}
