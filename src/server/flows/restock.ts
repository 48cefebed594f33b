import type { DbOrTx } from '../db/client.js';
import { conflict } from '../lib/errors.js';
import type { Viewer } from '../lib/viewer.js';
import type { ProductRow } from '../modules/catalog/service.js';
import type { MailMessage } from '../modules/mail/transport.js';
import type { FlowContext } from './context.js';
import { emitEvent, productData, type EventDeps } from './webhook-events.js';

/** What putting units back and telling the waiting shoppers takes (every flow that restocks). */
export type RestockDeps = Pick<FlowContext, 'catalog' | 'restock' | 'accounts' | 'mail' | 'shopUrl' | 'restockSettleSeconds'> & EventDeps;

/**
 * `product.back_in_stock` for each of these rows (as written, in the caller's transaction) that is
 * in stock now and was sold out before; the caller wakes the webhook worker after its commit.
 */
export async function tellBackInStock(d: EventDeps, tx: DbOrTx, rows: ProductRow[], wasSoldOut: (row: ProductRow) => boolean) {
  for (const row of rows) {
    if (row.stockAvailable > 0 && wasSoldOut(row)) await emitEvent(d, tx, 'product.back_in_stock', productData(row));
  }
}

async function backInStockMail(
  mail: RestockDeps['mail'],
  to: string,
  name: string,
  product: ProductRow,
  shopUrl: string,
): Promise<MailMessage> {
  const rendered = await mail.render({
    preview: `${product.name} is back in stock`,
    heading: 'Back in stock',
    blocks: [
      `Hello ${name},`,
      `${product.name} is back in stock (${product.stockAvailable} available now).`,
      { action: { label: 'Order it here', url: `${shopUrl}/details/${product.id}` } },
      {
        small:
          "You asked us to tell you when it was back; this is the only e-mail we send about it. If it sells out again, you can ask again on the product's page.",
      },
    ],
  });
  return { to, subject: `Back in stock: ${product.name}`, ...rendered };
}

/**
 * After units came back on the shelf, in the caller's transaction: the waits for those of these
 * products that are now in stock end, and each subscriber's e-mail is queued (once: see
 * RestockService.claim). Answers how many e-mails were queued; the caller wakes the mail worker
 * after its commit.
 */
export async function tellRestocked(d: RestockDeps, tx: DbOrTx, productIds: string[]): Promise<number> {
  const waitedFor = await d.restock.waitedForAmong(tx, [...new Set(productIds)]);
  if (waitedFor.length === 0) return 0;
  const inStock = await d.catalog.inStockAmong(tx, waitedFor);
  if (inStock.length === 0) return 0;
  const waits = await d.restock.claim(
    tx,
    inStock.map((p) => p.id),
  );
  if (waits.length === 0) return 0;
  const products = new Map(inStock.map((p) => [p.id, p]));
  const contacts = await d.accounts.contactsOf(waits.map((w) => w.userId));
  let queued = 0;
  for (const w of waits) {
    const contact = contacts.get(w.userId);
    if (!contact) continue;
    await d.mail.enqueue(tx, await backInStockMail(d.mail, contact.email, contact.name, products.get(w.productId)!, d.shopUrl));
    queued++;
  }
  return queued;
}

/**
 * An order's or a return's units back on the shelf (in id order, see returnStock), and the shoppers
 * waiting for them told. Units of an order that was never paid (`unsold`: cancelled or expired)
 * tell them only if they are still on the shelf RESTOCK_SETTLE_SECONDS later (tellSettledRestocks),
 * so placing and cancelling an order again and again never mails "back in stock" for units that are
 * gone a moment later. Answers how many e-mails were queued now.
 */
export async function putBackOnShelf(
  d: RestockDeps,
  tx: DbOrTx,
  lines: { productId: string; quantity: number }[],
  { unsold = false }: { unsold?: boolean } = {},
): Promise<number> {
  const rows = await d.catalog.returnStock(tx, lines);
  const productIds = [...new Set(lines.map((l) => l.productId))];
  // Units an unpaid order only held are no restock to tell other systems of.
  const added = (id: string) => lines.reduce((n, l) => n + (l.productId === id ? l.quantity : 0), 0);
  if (!unsold) await tellBackInStock(d, tx, rows, (row) => row.stockAvailable - added(row.id) <= 0);
  if (unsold && d.restockSettleSeconds > 0) {
    await d.restock.checkLater(tx, await d.restock.waitedForAmong(tx, productIds), d.restockSettleSeconds);
    return 0;
  }
  return tellRestocked(d, tx, productIds);
}

/** Checks taken per transaction. */
const CHECK_BATCH = 100;

/**
 * The shoppers waiting for parts whose units came back from unpaid orders a while ago
 * (putBackOnShelf) are told now, if those parts are still in stock. Each check is taken by one
 * instance (SKIP LOCKED). Answers how many e-mails were queued.
 */
export async function tellSettledRestocks(d: RestockDeps & Pick<FlowContext, 'db'>): Promise<number> {
  let queued = 0;
  for (;;) {
    const { taken, mailed } = await d.db.transaction(async (tx) => {
      const due = await d.restock.takeDueChecks(tx, CHECK_BATCH);
      return { taken: due.length, mailed: await tellRestocked(d, tx, due) };
    });
    queued += mailed;
    if (taken < CHECK_BATCH) break;
  }
  if (queued > 0) d.mail.wake();
  return queued;
}

/** Add Quantity: units received, everyone waiting for the part told, and the audit row, in one transaction. */
export async function receiveStock(
  d: RestockDeps & Pick<FlowContext, 'db' | 'invalidate' | 'audit'>,
  viewer: Viewer,
  productId: string,
  units: number,
): Promise<ProductRow> {
  const { row, mailed } = await d.db.transaction(async (tx) => {
    const row = await d.catalog.addQuantity(tx, productId, units);
    const changes = {
      stockAvailable: [row.stockAvailable - units, row.stockAvailable],
      stockReceived: [row.stockReceived - units, row.stockReceived],
    } as const;
    await d.audit.record(tx, viewer, { action: 'product.stock', entity: 'product', entityId: productId, label: row.name, changes });
    await tellBackInStock(d, tx, [row], (r) => r.stockAvailable - units <= 0);
    return { row, mailed: await tellRestocked(d, tx, [productId]) };
  });
  if (mailed) d.mail.wake();
  d.webhooks.wake();
  d.invalidate(['products', 'best-sellers']);
  return row;
}

/**
 * "Tell me when it's back" on a sold-out product. The product's row is read FOR SHARE while the
 * wait is written, so a restock running at the same moment either sees this wait (and mails it)
 * or waits for it: nobody subscribes to a part that was just restocked without hearing of it.
 */
export async function subscribeRestock(
  d: Pick<FlowContext, 'db' | 'catalog' | 'restock'>,
  viewer: Viewer,
  productId: string,
): Promise<void> {
  await d.db.transaction(async (tx) => {
    const product = await d.catalog.lockShared(tx, productId);
    if (product.stockAvailable > 0) throw conflict(`${product.name} is in stock: you can order it now.`);
    await d.restock.subscribe(tx, productId, viewer.id);
  });
}
