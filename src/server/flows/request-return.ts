import { apiMessages } from '../../shared/messages.js';
import { GIFT_CARD_CATEGORY } from '../../shared/constants.js';
import type { RefundDestination } from '../../shared/schemas/gift-card.js';
import { RETURN_REASON_LABELS, type ReturnReason } from '../../shared/schemas/return.js';
import { conflict } from '../lib/errors.js';
import type { Viewer } from '../lib/viewer.js';
import type { OrderDetail } from '../modules/orders/service.js';
import type { ReturnDetail } from '../modules/returns/service.js';
import type { FlowContext } from './context.js';
import { emitEvent, returnData, type EventDeps } from './webhook-events.js';

import { exchangeDifferenceText } from '../../shared/money.js';
import { exchangeAtRequest } from './exchange.js';
import { returnMail } from './return-mail.js';

type Deps = Pick<
  FlowContext,
  'db' | 'orders' | 'returns' | 'catalog' | 'laptops' | 'mail' | 'returnWindowDays' | 'shopUrl' | 'settings' | 'promotions'
> &
  EventDeps;

export interface ReturnRequest {
  lines: { productId: string; quantity: number }[];
  reason: ReturnReason;
  note: string;
  /** Where the customer wants the refund (store credit only where the shop allows it). */
  refundTo?: RefundDestination;
  /** A part that fits instead of the money (issue 31): one wrong-fit line only (the schema holds that). */
  exchange?: { productId: string } | undefined;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The part of an order line's discount that falls on `units` returned after `before` units of it
 * were (by other returns): the line's discount spread over its units, the cents given out as the
 * units come back, so every return of the line together gives back exactly the line's discount.
 */
export function discountShare(line: { discountCents: number; quantity: number }, before: number, units: number): number {
  const upTo = (n: number) => Math.floor((line.discountCents * n) / line.quantity);
  return upTo(before + units) - upTo(before);
}

/**
 * The lines of a return: each at most what was bought minus what other returns hold (409 naming
 * the part otherwise), with its share of the line's discount and whether the shop said it fits.
 */
function returnedLines(order: OrderDetail, request: ReturnRequest, held: Map<string, number>, fitted: Map<string, string[]>) {
  return request.lines.map((wanted) => {
    const line = order.lines.find((l) => l.productId === wanted.productId);
    if (!line) throw conflict('That part is not in this order.');
    // Its code was mailed and may be spent already: a gift card is not taken back.
    if (line.category === GIFT_CARD_CATEGORY) throw conflict(`${line.productName} is a gift card: gift cards cannot be returned.`);
    const heldBefore = held.get(line.productId) ?? 0;
    const left = line.quantity - heldBefore;
    if (wanted.quantity > left) {
      throw conflict(
        left === 0
          ? `Every unit of ${line.productName} is already being returned.`
          : `You can return at most ${left} of ${line.productName}.`,
      );
    }
    const { productId, productName, productImg, unitPriceCents } = line;
    const saidFits = line.laptopId ? (fitted.get(productId)?.includes(line.laptopId) ?? false) : null;
    const discountCents = discountShare(line, heldBefore, wanted.quantity);
    return {
      productId,
      productName,
      productImg,
      unitPriceCents,
      quantity: wanted.quantity,
      discountCents,
      laptopModel: line.laptopModel,
      saidFits,
    };
  });
}

/**
 * A customer asks to send units of a delivered order back. Under the order's row lock (so two
 * requests at once cannot both take the same units): the order must be delivered and within
 * RETURN_WINDOW_DAYS of delivery, and each line at most what was bought minus what other
 * returns (not rejected) already hold. Each returned line carries its share of the order line's
 * discount (`discountShare`), so the refund gives back what was paid for those units. The return, its first event and the customer's e-mail
 * commit together.
 */
export async function requestReturn(d: Deps, viewer: Viewer, orderId: string, request: ReturnRequest): Promise<ReturnDetail> {
  const refundTo = request.refundTo ?? 'original';
  if (refundTo === 'store_credit' && viewer.guest) throw conflict(apiMessages.guestNoStoreCredit);
  if (refundTo === 'store_credit' && !(await d.settings.storeCreditRefunds())) {
    throw conflict('This shop refunds returns the way they were paid, not as store credit.');
  }
  const created = await d.db.transaction(async (tx) => {
    await d.orders.lockVisible(tx, orderId, viewer, { hideOthers: true });
    const order = await d.orders.load(tx, orderId);
    const until = d.orders.returnableUntil(order, d.returnWindowDays);
    if (!until) throw conflict('Only a delivered order can be returned.');
    if (Date.now() > until.getTime()) throw conflict(`The return window for this order closed on ${dateFormat.format(until)}.`);
    const held = await d.returns.heldQuantities(orderId, tx);
    // For a part that "does not fit": did the shop say it fits the laptop it was bought for?
    const fitted = await d.catalog.fitmentOfMany(
      tx,
      order.lines.filter((l) => l.laptopId).map((l) => l.productId),
    );
    const lines = returnedLines(order, request, held, fitted);
    const exchange = request.exchange ? await exchangeAtRequest(d, tx, order, lines[0]!, request.exchange.productId) : null;
    const detail = await d.returns.create(
      tx,
      {
        orderId,
        orderNumber: order.orderNumber,
        userId: order.userId,
        customerEmail: order.customerEmail,
        orderTitle: d.orders.orderTitle(lines),
        reason: request.reason,
        note: request.note,
        refundTo,
        taxRateBasisPoints: order.taxRateBasisPoints,
        lines,
        exchange,
      },
      viewer,
    );
    await d.mail.enqueue(
      tx,
      await returnMail(d, detail, {
        subject: 'We have your return request',
        blocks: [
          `Reason: ${RETURN_REASON_LABELS[detail.reason]}`,
          ...(exchange
            ? [
                `You asked for ${exchange.quantity} × ${exchange.productName} in exchange. ${exchangeDifferenceText(exchange.differenceCents)}.`,
              ]
            : []),
          'We will look at it within two working days and e-mail you. Please do not send anything back before we have approved it: ' +
            'the approval tells you where to send it.',
        ],
      }),
    );
    await emitEvent(d, tx, 'return.requested', returnData(detail));
    return detail;
  });
  d.mail.wake();
  d.webhooks.wake();
  return created;
}
