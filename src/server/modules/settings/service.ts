import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { appSettings } from '../../db/settings-table.js';

/** Until an owner sets it: staff other than owners and admins refund at most $100.00 at once. */
export const DEFAULT_REFUND_LIMIT_CENTS = 10_000;
const REFUND_LIMIT_KEY = 'staff_refund_limit_cents';

/** The shop's own settings an owner changes (kept beside the instance-wide secrets, never answering them). */
export function createSettingsService(db: Database) {
  return {
    /** The most one refund by staff other than owners and admins may give back (issue 29: support's limit). */
    async refundLimitCents(): Promise<number> {
      const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, REFUND_LIMIT_KEY));
      const cents = row ? Number(row.value) : NaN;
      return Number.isSafeInteger(cents) && cents >= 0 ? cents : DEFAULT_REFUND_LIMIT_CENTS;
    },

    async setRefundLimitCents(cents: number): Promise<void> {
      await db
        .insert(appSettings)
        .values({ key: REFUND_LIMIT_KEY, value: String(cents) })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: String(cents), updatedAt: new Date() } });
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
