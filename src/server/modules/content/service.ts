import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { bestSellerSamples, contactMessages, counters } from './tables.js';

export type ContactRow = typeof contactMessages.$inferSelect;
export type CounterRow = typeof counters.$inferSelect;
export type BestSellerSampleRow = typeof bestSellerSamples.$inferSelect;

/** The home page's counters and carousel samples, and the Contact Us inbox. */
export function createContentService(db: Database) {
  return {
    async counters(): Promise<CounterRow[]> {
      return db.select().from(counters).orderBy(asc(counters.position));
    },
    /** The spec's best-seller samples, in their order, to fill the carousel while few parts have sold. */
    async bestSellerSamples(limit: number): Promise<BestSellerSampleRow[]> {
      return db.select().from(bestSellerSamples).orderBy(asc(bestSellerSamples.position)).limit(limit);
    },
    async addContact(message: Pick<ContactRow, 'email' | 'subject' | 'message'>): Promise<ContactRow> {
      const [row] = await db.insert(contactMessages).values(message).returning();
      return row!;
    },
    /** Unread first, then newest first. */
    async listContacts(): Promise<ContactRow[]> {
      return db.select().from(contactMessages).orderBy(asc(contactMessages.read), desc(contactMessages.createdAt));
    },
    async markContactRead(id: string): Promise<ContactRow> {
      const [row] = await db.update(contactMessages).set({ read: true }).where(eq(contactMessages.id, id)).returning();
      if (!row) throw notFound('Message not found.');
      return row;
    },
    /** The Contact Us messages sent from this address, newest first (Download my data). */
    async contactsFrom(email: string): Promise<ContactRow[]> {
      return db
        .select()
        .from(contactMessages)
        .where(eq(sql`lower(${contactMessages.email})`, email.toLowerCase()))
        .orderBy(desc(contactMessages.createdAt));
    },
    /** Deletes the Contact Us messages sent from this address (a deleted account's). */
    async removeContactsFrom(tx: DbOrTx, email: string): Promise<void> {
      await tx.delete(contactMessages).where(eq(sql`lower(${contactMessages.email})`, email.toLowerCase()));
    },
    async unreadContacts(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.read, false));
      return row!.n;
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
