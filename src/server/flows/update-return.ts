import { RETURN_REASON_LABELS, RETURN_TRANSITIONS, type ReturnStatus } from '../../shared/schemas/return.js';
import type { RefundDestination } from '../../shared/schemas/gift-card.js';
import { conflict } from '../lib/errors.js';
import { money } from '../lib/text.js';
import type { Viewer } from '../lib/viewer.js';
import type { ReturnDetail } from '../modules/returns/service.js';
import type { FlowContext } from './context.js';
import { refundOrder, type RefundDeps } from './refund-order.js';
import { returnMail, returnReference } from './return-mail.js';
import { putBackOnShelf, type RestockDeps } from './restock.js';
import { emitEvent, returnData } from './webhook-events.js';

type Deps = Pick<FlowContext, 'db' | 'returns' | 'mail' | 'invalidate' | 'shopUrl' | 'returnAddressLines' | 'audit'> &
  RestockDeps &
  RefundDeps;

/** A return's step as the audit trail keeps it. */
const stepEntry = (r: ReturnDetail, changes: Record<string, readonly [unknown, unknown] | undefined>) =>
  ({ action: 'return.status', entity: 'return', entityId: r.id, label: returnReference(r), changes }) as const;

export interface ReturnStep {
  status: Exclude<ReturnStatus, 'requested'>;
  /** With `received`: put the units back in stock (default: yes, unless the part came back broken, reason `defective`). */
  restock?: boolean;
  /** With `refunded`: the amount to give back; the suggestion when left out. */
  amountCents?: number;
  /** With `refunded`: where it goes; the customer's choice when left out. */
  refundTo?: RefundDestination | undefined;
  note: string;
}

function assertStep(from: ReturnStatus, to: ReturnStatus) {
  if (!RETURN_TRANSITIONS[from].includes(to)) {
    const next = RETURN_TRANSITIONS[from];
    throw conflict(
      next.length === 0
        ? `This return is ${from}: it has no further step.`
        : `A ${from} return can only be ${next.join(' or ')}, not ${to}.`,
    );
  }
}

function stepMail(d: Pick<Deps, 'shopUrl' | 'mail' | 'returnAddressLines'>, r: ReturnDetail, step: ReturnStep) {
  const note = step.note ? [`A note from the shop: ${step.note}`] : [];
  if (step.status === 'approved') {
    return returnMail(d, r, {
      subject: 'Your return is approved',
      blocks: [
        `Please pack the parts well, put a note saying "${returnReference(r)}" in the parcel and send it to:`,
        { box: d.returnAddressLines.join('\n'), title: 'Return address' },
        ...note,
      ],
    });
  }
  if (step.status === 'rejected') {
    return returnMail(d, r, {
      subject: 'We cannot accept your return',
      blocks: ['We are sorry: we cannot take these parts back.', ...note],
    });
  }
  return returnMail(d, r, {
    subject: 'We have received your return',
    blocks: ['Your parcel arrived. We will refund you shortly; you will get an e-mail when the money is on its way.', ...note],
  });
}

/** Approve, reject or receive: one transaction under the return's row lock, the audit row and the customer's e-mail included. */
async function moveReturn(d: Deps, viewer: Viewer, id: string, step: ReturnStep): Promise<ReturnDetail> {
  const { moved, restock } = await d.db.transaction(async (tx) => {
    const r = await d.returns.lock(tx, id, viewer);
    assertStep(r.status, step.status);
    // A broken part is not put back on sale unless the shop says so.
    const restock = step.status === 'received' ? (step.restock ?? r.reason !== 'defective') : undefined;
    if (restock) await putBackOnShelf(d, tx, r.lines);
    await d.returns.setStatus(tx, id, step.status, viewer, { note: step.note, restock });
    const note = step.note ? ([null, step.note] as const) : undefined;
    await d.audit.record(tx, viewer, stepEntry(r, { status: [r.status, step.status], restock: [null, restock ?? null], note }));
    await d.mail.enqueue(tx, await stepMail(d, r, step));
    const moved = await d.returns.lock(tx, id, viewer);
    if (step.status === 'received') await emitEvent(d, tx, 'return.received', returnData(moved));
    return { moved, restock };
  });
  d.mail.wake();
  d.webhooks.wake();
  if (restock) d.invalidate(['products']);
  return moved;
}

/**
 * Refunds a received return through the payment provider (see refundOrder). The refund's reason
 * names the return, and refundOrder answers a second refund with that reason with the first:
 * two clicks, even with different amounts, refund once. A provider failure leaves the return
 * `received` (502); on success the return becomes `refunded` with its refund.
 */
async function refundReturn(d: Deps, viewer: Viewer, id: string, step: ReturnStep): Promise<ReturnDetail> {
  const r = await d.returns.get(id, viewer);
  if (r.status !== 'refunded') assertStep(r.status, 'refunded');
  const amountCents = step.amountCents ?? d.returns.suggestedRefundCents(r);
  const reason = `${returnReference(r)}: ${RETURN_REASON_LABELS[r.reason]}`;
  const to = step.refundTo ?? r.refundTo;
  const { refund } = await refundOrder(d, viewer, r.orderId, { amountCents, reason, to }, { once: true });
  return d.db.transaction(async (tx) => {
    const locked = await d.returns.lock(tx, id, viewer);
    if (locked.status === 'received' && refund.status !== 'failed') {
      const note = step.note || `Refunded ${money(refund.amountCents)}`;
      await d.returns.setStatus(tx, id, 'refunded', viewer, { note, refundId: refund.id });
      await d.audit.record(
        tx,
        viewer,
        stepEntry(locked, { status: [locked.status, 'refunded'], refundId: [null, refund.id], note: [null, note] }),
      );
      return d.returns.lock(tx, id, viewer);
    }
    return locked;
  });
}

/** An admin's next step on a return: approve, reject, receive (restocking or not) or refund. */
export function updateReturn(d: Deps, viewer: Viewer, id: string, step: ReturnStep): Promise<ReturnDetail> {
  return step.status === 'refunded' ? refundReturn(d, viewer, id, step) : moveReturn(d, viewer, id, step);
}
