import { asc, desc, eq } from 'drizzle-orm';
import type { ContactCreateInput, ContactMessage, Counter } from '../../shared/schemas/content.js';
import { contactCreateSchema } from '../../shared/schemas/content.js';
import type { Database } from '../db/client.js';
import { contactMessages, counters } from '../db/schema/content.js';
import { notFound } from '../lib/errors.js';

type ContactRow = typeof contactMessages.$inferSelect;

export const contactToWire = (m: ContactRow): ContactMessage => ({
  _id: m.id,
  email: m.email,
  subject: m.subject,
  message: m.message,
  read: m.read,
  createdAt: m.createdAt.toISOString(),
});

export function createContentService(db: Database) {
  return {
    async counters(): Promise<Counter[]> {
      const rows = await db.select().from(counters).orderBy(asc(counters.position));
      return rows.map((c) => ({ _id: c.id, img: c.img, count: c.count, name: c.name }));
    },
    async addContact(input: ContactCreateInput): Promise<ContactMessage> {
      const data = contactCreateSchema.parse(input);
      const [row] = await db.insert(contactMessages).values(data).returning();
      return contactToWire(row!);
    },
    /** Unread first, then newest first. */
    async listContacts(): Promise<ContactMessage[]> {
      const rows = await db
        .select()
        .from(contactMessages)
        .orderBy(asc(contactMessages.read), desc(contactMessages.createdAt));
      return rows.map(contactToWire);
    },
    async markContactRead(id: string): Promise<ContactMessage> {
      const [row] = await db.update(contactMessages).set({ read: true }).where(eq(contactMessages.id, id)).returning();
      if (!row) throw notFound('Message not found.');
      return contactToWire(row);
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
