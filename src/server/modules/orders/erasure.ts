import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/constants.js';
import type { DbOrTx } from '../../db/client.js';
import type { OrderRow } from './detail.js';
import { orders } from './tables.js';

/** Orders not finished yet: unpaid (holding units), or paid and on their way. */
const OPEN: OrderStatus[] = ['pending_payment', 'paid', 'shipped'];

/** What deleting an account (flows/erase-account.ts) asks of its orders. */
export function createOrderErasure() {
  return {
    /** The account's orders that are not finished, locked in id order for the caller's transaction. */
    async lockOpenOf(tx: DbOrTx, userId: string): Promise<OrderRow[]> {
      return tx
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), inArray(orders.status, OPEN)))
        .orderBy(asc(orders.id))
        .for('update');
    },

    /**
     * The account's orders keep their numbers, lines and amounts (tax law: invoices and credit notes
     * are printed from them), but the person's e-mail, phone and address give way to the pseudonym:
     * the address keeps its country alone (what the tax was charged for). Answers how many orders.
     */
    async pseudonymise(tx: DbOrTx, userId: string, pseudonym: { name: string; email: string }): Promise<number> {
      const address = sql`CASE WHEN ${orders.shippingAddress} IS NULL THEN NULL ELSE jsonb_build_object(
        'name', ${pseudonym.name}::text, 'line1', '', 'line2', '', 'city', '', 'region', '', 'postalCode', '',
        'country', coalesce(${orders.shippingAddress}->>'country', ''), 'phone', '') END`;
      const rows = await tx
        .update(orders)
        .set({ customerEmail: pseudonym.email, phone: '', shippingAddress: address })
        .where(eq(orders.userId, userId))
        .returning({ id: orders.id });
      return rows.length;
    },
  };
}
