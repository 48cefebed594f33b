import type { Viewer } from '../lib/viewer.js';
import type { FlowContext } from './context.js';

/** An owner changes the refund limit of staff other than owners and admins, with the audit row, in one transaction. */
export async function setRefundLimit(d: Pick<FlowContext, 'db' | 'settings' | 'audit'>, viewer: Viewer, cents: number): Promise<void> {
  await d.db.transaction(async (tx) => {
    const before = await d.settings.lockRefundLimit(tx);
    await d.settings.setRefundLimitCents(tx, cents);
    const changes = { refundLimitCents: [before, cents] } as const;
    await d.audit.record(tx, viewer, { action: 'settings.update', entity: 'settings', entityId: 'shop', label: 'Shop settings', changes });
  });
}
