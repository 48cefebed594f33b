import { eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { appSettings } from '../../db/settings-table.js';

/** Until an owner sets it: staff other than owners and admins refund at most $100.00 at once. */
export const DEFAULT_REFUND_LIMIT_CENTS = 10_000;
const REFUND_LIMIT_KEY = 'staff_refund_limit_cents';

/** The refund limit as stored, read with `tx` (FOR UPDATE when `lock`). */
async function readRefundLimit(tx: DbOrTx, lock = false): Promise<number> {
  const query = tx.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, REFUND_LIMIT_KEY));
  const [row] = lock ? await query.for('update') : await query;
  const cents = row ? Number(row.value) : NaN;
  return Number.isSafeInteger(cents) && cents >= 0 ? cents : DEFAULT_REFUND_LIMIT_CENTS;
}

const STORE_CREDIT_REFUNDS_KEY = 'store_credit_refunds';
const GUEST_CHECKOUT_KEY = 'guest_checkout';
const EXCHANGE_SHIPS_AT_ONCE_KEY = 'exchange_ships_at_once';

/** A yes/no setting: `fallback` (on, unless said otherwise) until an owner sets it. */
async function readFlag(tx: DbOrTx, key: string, lock = false, fallback = true): Promise<boolean> {
  const query = tx.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  const [row] = lock ? await query.for('update') : await query;
  return row ? row.value !== 'false' : fallback;
}

async function write(tx: DbOrTx, key: string, value: string): Promise<void> {
  await tx
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}

/** The shop's own settings an owner changes (kept beside the instance-wide secrets, never answering them). */
export function createSettingsService(db: Database) {
  return {
    /** The most one refund by staff other than owners and admins may give back (issue 29: support's limit). */
    refundLimitCents: (): Promise<number> => readRefundLimit(db),

    /** The same, locked for a change in the caller's transaction. */
    lockRefundLimit: (tx: DbOrTx): Promise<number> => readRefundLimit(tx, true),

    /** Sets it in the caller's transaction (its flow writes the audit row with it). */
    setRefundLimitCents: (tx: DbOrTx, cents: number) => write(tx, REFUND_LIMIT_KEY, String(cents)),

    /** Whether customers may take a return's refund as store credit (issue 30; until an owner says otherwise: yes). */
    storeCreditRefunds: (tx: DbOrTx = db): Promise<boolean> => readFlag(tx, STORE_CREDIT_REFUNDS_KEY),

    /** The same, locked for a change in the caller's transaction. */
    lockStoreCreditRefunds: (tx: DbOrTx): Promise<boolean> => readFlag(tx, STORE_CREDIT_REFUNDS_KEY, true),

    setStoreCreditRefunds: (tx: DbOrTx, on: boolean) => write(tx, STORE_CREDIT_REFUNDS_KEY, on ? 'true' : 'false'),

    /** Whether shoppers may check out without an account (issue 30; until an owner says otherwise: yes). */
    guestCheckout: (tx: DbOrTx = db): Promise<boolean> => readFlag(tx, GUEST_CHECKOUT_KEY),

    lockGuestCheckout: (tx: DbOrTx): Promise<boolean> => readFlag(tx, GUEST_CHECKOUT_KEY, true),

    setGuestCheckout: (tx: DbOrTx, on: boolean) => write(tx, GUEST_CHECKOUT_KEY, on ? 'true' : 'false'),

    /** Whether an exchange's replacement may ship before the returned part is in (issue 31; until an owner says so: no). */
    exchangeShipsAtOnce: (tx: DbOrTx = db): Promise<boolean> => readFlag(tx, EXCHANGE_SHIPS_AT_ONCE_KEY, false, false),

    lockExchangeShipsAtOnce: (tx: DbOrTx): Promise<boolean> => readFlag(tx, EXCHANGE_SHIPS_AT_ONCE_KEY, true, false),

    setExchangeShipsAtOnce: (tx: DbOrTx, on: boolean) => write(tx, EXCHANGE_SHIPS_AT_ONCE_KEY, on ? 'true' : 'false'),
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
