import { money } from '../lib/text.js';
import type { MailMessage } from '../modules/mail/transport.js';
import type { OrderDetail } from '../modules/orders/service.js';
import type { PaymentRow } from '../modules/payments/service.js';
import { cancelIntents, type CancelIntentsDeps } from './cancel-intents.js';
import type { FlowContext } from './context.js';
import { putBackOnShelf, type RestockDeps } from './restock.js';
import { releaseTenders } from './tenders.js';
import { emitOrder, type EventDeps } from './webhook-events.js';

type Deps = Pick<
  FlowContext,
  'db' | 'orders' | 'payments' | 'mail' | 'invalidate' | 'orderHoldSeconds' | 'shopUrl' | 'promotions' | 'giftCards' | 'storeCredit'
> &
  RestockDeps &
  CancelIntentsDeps &
  EventDeps;

/** Orders expired per transaction; the sweeper runs again at once while a batch comes back full. */
const BATCH = 100;

/** The hold in words: "1 hour", "90 minutes", "45 seconds". */
export function holdText(seconds: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (seconds % 3600 === 0) return unit(seconds / 3600, 'hour');
  if (seconds >= 60 && seconds % 60 === 0) return unit(seconds / 60, 'minute');
  return unit(seconds, 'second');
}

/** Tells the customer the order lapsed, with a link to order each part again. */
async function expiredMail(
  { orders, mail, shopUrl }: Pick<Deps, 'orders' | 'mail' | 'shopUrl'>,
  o: OrderDetail,
  holdSeconds: number,
): Promise<MailMessage> {
  const lapsed =
    `Your order was not paid within ${holdText(holdSeconds)}, so it has expired and its parts went back on the shelf. ` +
    'Nothing was charged.';
  const rendered = await mail.render({
    preview: lapsed,
    heading: 'Your order has expired',
    blocks: [
      lapsed,
      { order: orders.orderView(o, shopUrl) },
      'Still need them? Order again:',
      ...o.lines.map((l) => ({
        action: { label: `${l.productName} (${money(l.unitPriceCents)} each)`, url: `${shopUrl}/details/${l.productId}` },
      })),
    ],
  });
  return { to: o.customerEmail, subject: `Your unpaid order has expired: ${orders.orderHeading(o)}`, ...rendered };
}

/**
 * Expires unpaid orders whose hold ran out: in one transaction, each order's status and its
 * timeline event (by the system), its units back to stock, its promotions' uses given back, its open payments cancelled, and the
 * customer's e-mail. Safe with several instances: orders and payments are claimed with
 * FOR UPDATE SKIP LOCKED, so each is expired once; an order whose payment is under way (a confirm
 * running now, or a provider still processing) is left for a later sweep. After the commit the
 * provider is told to cancel the open intents (cancelIntents).
 * Answers how many orders expired.
 */
export async function expireOrders(d: Deps): Promise<number> {
  const holdSeconds = d.orderHoldSeconds;
  let total = 0;
  for (;;) {
    const { expired, cancelled } = await expireBatch(d, holdSeconds);
    total += expired;
    await cancelIntents(d, cancelled, 'cancelling an expired order’s intent failed');
    if (expired < BATCH) break;
  }
  if (total > 0) {
    d.mail.wake();
    d.webhooks.wake();
    d.invalidate(['products']);
  }
  return total;
}

async function expireBatch(d: Deps, holdSeconds: number): Promise<{ expired: number; cancelled: PaymentRow[] }> {
  return d.db.transaction(async (tx) => {
    const due = await d.orders.lockUnpaidOlderThan(tx, holdSeconds, BATCH);
    const { busy, open } = await d.payments.claimOpenPayments(
      tx,
      due.map((o) => o.id),
    );
    const expiring = due.filter((o) => !busy.has(o.id));
    for (const order of expiring) {
      await d.orders.setStatus(tx, order.id, 'expired', 'system', { note: `Not paid within ${holdText(holdSeconds)}` });
      const detail = await d.orders.load(tx, order.id);
      await putBackOnShelf(d, tx, detail.lines, { unsold: true });
      await d.promotions.release(tx, [order.id]);
      await releaseTenders(d, tx, [order.id]);
      await d.mail.enqueue(tx, await expiredMail(d, detail, holdSeconds));
      // Endpoints hear of it as a cancellation (status "expired" in its data).
      await emitOrder(d, tx, 'order.cancelled', detail);
    }
    await d.payments.markCanceledIn(
      tx,
      open.map((p) => p.id),
    );
    return { expired: expiring.length, cancelled: open };
  });
}
