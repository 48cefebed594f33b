import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../shared/constants.js';
import type { DbOrTx } from '../db/client.js';
import type { ProductRow } from '../modules/catalog/service.js';
import type { MailMessage } from '../modules/mail/transport.js';
import type { FlowContext } from './context.js';
import { emitEvent, lowStockData, type EventDeps } from './webhook-events.js';

type Deps = Pick<FlowContext, 'db' | 'catalog' | 'staff' | 'roles' | 'mail' | 'shopUrl' | 'lowStockDigestHour'>;

/**
 * The parts a sale just took stock of (in its transaction, after the take) that fell to their
 * low-stock threshold or below: a `product.low_stock` event each (issue 32), once per fall.
 */
export async function tellFellLow(
  d: Pick<FlowContext, 'catalog'> & EventDeps,
  tx: DbOrTx,
  lines: { productId: string; quantity: number }[],
) {
  const units = new Map<string, number>();
  for (const l of lines) units.set(l.productId, (units.get(l.productId) ?? 0) + l.quantity);
  const fell = await d.catalog.fellLow(
    tx,
    [...units].map(([productId, n]) => ({ productId, units: n })),
  );
  for (const p of fell) await emitEvent(d, tx, 'product.low_stock', lowStockData(p));
}

/** The parts a digest names (the emptiest first); the rest are counted. */
export const DIGEST_PARTS_LISTED = 50;

const partLine = (p: ProductRow) =>
  `${p.name} (${p.sku}): ${p.stockAvailable === 0 ? 'sold out' : `${p.stockAvailable} left`}, low at ${p.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD}`;

/** The digest for one member of staff. */
async function digestMail(
  d: Pick<Deps, 'mail' | 'shopUrl'>,
  to: { email: string; name: string },
  low: { items: ProductRow[]; total: number },
) {
  const { items, total } = low;
  const parts = total === 1 ? 'One part is' : `${total} parts are`;
  const rendered = await d.mail.render({
    preview: `${parts} low on stock today`,
    heading: 'Low on stock',
    blocks: [
      `Hello ${to.name || 'there'},`,
      `${parts} at or below the level set for ${total === 1 ? 'it' : 'them'} (${DEFAULT_LOW_STOCK_THRESHOLD} units where none is set), the emptiest first:`,
      { list: items.map(partLine) },
      ...(total > items.length ? [`and ${total - items.length} more.`] : []),
      { action: { label: 'Restock on the Overview', url: `${d.shopUrl}/dashboard` } },
      {
        small:
          "You get this once a day while parts are low, because your role can change stock. A part's level is set on its edit page (Low-stock threshold).",
      },
    ],
  });
  return {
    to: to.email,
    throttled: false,
    subject: `Low on stock: ${total === 1 ? 'one part' : `${total} parts`}`,
    ...rendered,
  } satisfies MailMessage;
}

/** Staff who can change stock (not suspended): who the digest goes to. */
async function stockKeepers(d: Pick<Deps, 'staff' | 'roles'>) {
  const members = (await d.staff.list()).filter((m) => !m.suspended);
  const access = await Promise.all(members.map((m) => d.roles.accessOf(m.roles.join(','))));
  return members.filter((_, i) => access[i]!.permissions.includes('stock:write'));
}

/**
 * The day's low-stock digest (issue 32), from LOW_STOCK_DIGEST_HOUR (UTC) on: every part at or below
 * its threshold, mailed to each member of staff who can change stock. The day is claimed in the
 * database with the mails queued in the same transaction, so with several instances it goes out
 * once. A day with nothing low is claimed and sends nothing. Answers how many e-mails were queued.
 */
export async function sendLowStockDigest(d: Deps, now: Date = new Date()): Promise<number> {
  if (d.lowStockDigestHour === null || now.getUTCHours() < d.lowStockDigestHour) return 0;
  const day = now.toISOString().slice(0, 10);
  const recipients = await stockKeepers(d);
  const queued = await d.db.transaction(async (tx) => {
    if (!(await d.catalog.claimDigestDay(tx, day))) return 0;
    const low = await d.catalog.lowStockNow(DIGEST_PARTS_LISTED, tx);
    const to = low.total > 0 ? recipients : [];
    for (const member of to) await d.mail.enqueue(tx, await digestMail(d, member, low));
    await d.catalog.recordDigest(tx, day, low.total, to.length);
    return to.length;
  });
  if (queued > 0) d.mail.wake();
  return queued;
}
