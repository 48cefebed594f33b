import { RETURN_REASON_LABELS, RETURN_TRANSITIONS, type ReturnStatus } from '../../shared/schemas/return.js';
import type { RefundDestination } from '../../shared/schemas/gift-card.js';
import { conflict } from '../lib/errors.js';
import { money } from '../lib/text.js';
import type { Viewer } from '../lib/viewer.js';
import type { DbOrTx } from '../db/client.js';
import type { MailBlock } from '../modules/mail/templates/content.js';
import type { ReturnDetail } from '../modules/returns/service.js';
import type { FlowContext } from './context.js';
import { exchangeReceived, exchangeRejected, placeExchange, refundCap } from './exchange.js';
import { afterPaid, type SettleDeps } from './pay-order.js';
import { refundOrder, type RefundDeps } from './refund-order.js';
import { returnMail, returnReference } from './return-mail.js';
import { putBackOnShelf, type RestockDeps } from './restock.js';
import { emitEvent, returnData } from './webhook-events.js';

type Deps = Pick<FlowContext, 'db' | 'returns' | 'mail' | 'invalidate' | 'shopUrl' | 'returnAddressLines' | 'audit' | 'catalog'> &
  RestockDeps &
  RefundDeps &
  SettleDeps;

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

function stepMail(d: Pick<Deps, 'shopUrl' | 'mail' | 'returnAddressLines'>, r: ReturnDetail, step: ReturnStep, exchange: MailBlock[]) {
  const note = step.note ? [`A note from the shop: ${step.note}`] : [];
  if (step.status === 'approved') {
    return returnMail(d, r, {
      subject: 'Your return is approved',
      blocks: [
        `Please pack the parts well, put a note saying "${returnReference(r)}" in the parcel and send it to:`,
        { box: d.returnAddressLines.join('\n'), title: 'Return address' },
        ...exchange,
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
  const next =
    r.exchangeStatus && r.exchangeStatus !== 'cancelled'
      ? 'Your parcel arrived. Thank you: your exchange goes on as agreed.'
      : 'Your parcel arrived. We will refund you shortly; you will get an e-mail when the money is on its way.';
  return returnMail(d, r, { subject: 'We have received your return', blocks: [next, ...note] });
}

/** The step's own part of an exchange (issue 31): the replacement placed on approval, cancelled on rejection, finished on receipt. */
async function exchangeStep(d: Deps, tx: DbOrTx, viewer: Viewer, r: ReturnDetail, step: ReturnStep) {
  if (step.status === 'approved' && d.returns.exchangeStands(r)) return { placed: await placeExchange(d, tx, viewer, r), exchanged: false };
  if (step.status === 'rejected') await exchangeRejected(d, tx, r);
  const exchanged = step.status === 'received' && (await exchangeReceived(d, tx, r));
  return { placed: null, exchanged };
}

/** Approve, reject or receive: one transaction under the return's row lock, the audit row and the customer's e-mail included. */
async function moveReturn(d: Deps, viewer: Viewer, id: string, step: ReturnStep): Promise<ReturnDetail> {
  const { moved, restock, placed } = await d.db.transaction(async (tx) => {
    const r = await d.returns.lock(tx, id, viewer);
    assertStep(r.status, step.status);
    // A broken part is not put back on sale unless the shop says so.
    const restock = step.status === 'received' ? (step.restock ?? r.reason !== 'defective') : undefined;
    if (restock) await putBackOnShelf(d, tx, r.lines);
    const { placed, exchanged } = await exchangeStep(d, tx, viewer, r, step);
    // The return's timeline names the replacement order (whose own timeline names the return).
    const eventNote = placed ? [step.note, `Exchange order ${placed.orderNumber} placed`].filter(Boolean).join(' · ') : step.note;
    await d.returns.setStatus(tx, id, step.status, viewer, { note: step.note, eventNote, restock });
    if (exchanged) await d.returns.setStatus(tx, id, 'exchanged', viewer, { note: 'Exchanged: nothing to refund' });
    const changes = {
      status: [r.status, exchanged ? 'exchanged' : step.status],
      restock: [null, restock ?? null],
      note: eventNote ? ([null, eventNote] as const) : undefined,
      exchangeOrder: placed ? ([null, placed.orderNumber] as const) : undefined,
    } as const;
    await d.audit.record(tx, viewer, stepEntry(r, changes));
    await d.mail.enqueue(tx, await stepMail(d, r, step, placed?.blocks ?? []));
    const moved = await d.returns.lock(tx, id, viewer);
    if (step.status === 'received') await emitEvent(d, tx, 'return.received', returnData(moved));
    return { moved, restock, placed };
  });
  d.mail.wake();
  d.webhooks.wake();
  if (placed?.paid) afterPaid(d);
  if (restock || placed) d.invalidate(['products']);
  return moved;
}

/** What a return's refund may be (cents), its default, the reason that names it, and the status it ends in. */
async function refundTerms(d: Deps, r: ReturnDetail) {
  const reason = `${returnReference(r)}: ${RETURN_REASON_LABELS[r.reason]}`;
  // An exchange refunds at most what the shop owes of the difference, and ends the return `exchanged`.
  const cap = refundCap(r);
  if (cap !== null) return { cap, suggested: cap, reason, ends: 'exchanged' as const };
  const full = d.returns.suggestedRefundCents(r);
  if (r.exchangeStatus === 'cancelled' && r.refundId) {
    // Refunded for an exchange the shop then cancelled: the rest now, under a reason of its own.
    const prior = (await d.payments.refundsOf([r.orderId])).get(r.orderId)?.find((f) => f.id === r.refundId);
    const rest = Math.max(0, full - (prior?.status === 'succeeded' ? prior.amountCents : 0));
    return { cap: rest, suggested: rest, reason: `${reason} (exchange cancelled)`, ends: 'refunded' as const };
  }
  return { cap: Number.POSITIVE_INFINITY, suggested: full, reason, ends: 'refunded' as const };
}

/**
 * Refunds a received return through the payment provider (see refundOrder). The refund's reason
 * names the return, and refundOrder answers a second refund with that reason with the first:
 * two clicks, even with different amounts, refund once. A provider failure leaves the return
 * `received` (502); on success the return becomes `refunded` with its refund (an exchange's:
 * `exchanged`, for at most the difference the shop owes).
 */
async function refundReturn(d: Deps, viewer: Viewer, id: string, step: ReturnStep): Promise<ReturnDetail> {
  const r = await d.returns.get(id, viewer);
  const terms = await refundTerms(d, r);
  if (r.status !== terms.ends) assertStep(r.status, terms.ends);
  if (terms.cap === 0) throw conflict('This return has nothing left to refund: its exchange covers it.');
  const amountCents = step.amountCents ?? terms.suggested;
  if (amountCents > terms.cap) throw conflict(`This exchange refunds at most ${money(terms.cap)}: what the shop owes of the difference.`);
  const to = step.refundTo ?? r.refundTo;
  const { refund } = await refundOrder(d, viewer, r.orderId, { amountCents, reason: terms.reason, to }, { once: true });
  return d.db.transaction(async (tx) => {
    const locked = await d.returns.lock(tx, id, viewer);
    if (locked.status === 'received' && refund.status !== 'failed') {
      const note = step.note || `Refunded ${money(refund.amountCents)}`;
      await d.returns.setStatus(tx, id, terms.ends, viewer, { note, refundId: refund.id });
      await d.audit.record(
        tx,
        viewer,
        stepEntry(locked, { status: [locked.status, terms.ends], refundId: [null, refund.id], note: [null, note] }),
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
