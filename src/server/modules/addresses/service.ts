import { and, count, desc, eq, sql } from 'drizzle-orm';
import { apiMessages } from '../../../shared/messages.js';
import type { AddressFields, ShippingAddress } from '../../../shared/schemas/address.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { addresses } from './tables.js';

export type AddressRow = typeof addresses.$inferSelect;
/** An address as the route validated it, and whether it should become the default. */
export type AddressChange = AddressFields & { isDefault?: boolean };

/** An address book holds at most this many: enough for home, work and a few relatives, never a dump. */
export const MAX_ADDRESSES = 20;

const owned = (userId: string, id: string) => and(eq(addresses.id, id), eq(addresses.userId, userId));
/** Default first, then newest: the order the book is shown in and the one a new default is chosen by. */
const bookOrder = [desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id)];

/**
 * One writer per address book at a time: the cap and the single default are counted under the
 * lock, so two tabs adding an address together cannot both slip under the cap or both become the
 * first (default) address. Other customers' books are not held up.
 */
async function lockBook(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`address-book:${userId}`}))`);
}

/** The current default loses it, so another address can take it (address_one_default_idx allows one). */
async function clearDefault(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

/** After the default is deleted, the newest remaining address (if any) becomes the default. */
async function promoteNewest(tx: DbOrTx, userId: string): Promise<void> {
  const [next] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
}

async function findOwned(tx: DbOrTx, userId: string, id: string): Promise<AddressRow> {
  const [row] = await tx.select().from(addresses).where(owned(userId, id));
  // Someone else's address answers exactly like a missing one: ids reveal nothing.
  if (!row) throw notFound(apiMessages.addressNotFound);
  return row;
}

/** The address fields alone, without the default flag. */
const fieldsOf = ({ name, line1, line2, city, region, postalCode, country, phone }: AddressFields): AddressFields => ({
  name,
  line1,
  line2,
  city,
  region,
  postalCode,
  country,
  phone,
});

/** The copy an order keeps: editing or deleting the address later leaves the order as it was. */
export const toShippingAddress = (row: AddressFields): ShippingAddress => fieldsOf(row);

/** Customers' address books: each customer reads and writes only their own; exactly one default while any exist. */
export function createAddressService(db: Database) {
  return {
    /** The customer's addresses, default first, then newest. */
    async list(userId: string): Promise<AddressRow[]> {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(...bookOrder);
    },

    /** One of the customer's addresses; 404 when it is not theirs. */
    get: (userId: string, id: string): Promise<AddressRow> => findOwned(db, userId, id),

    /** The copy of an address an order keeps (see `toShippingAddress`). */
    toShippingAddress,

    /** Adds an address; the first one, or one marked isDefault, becomes the default. */
    async create(userId: string, input: AddressChange): Promise<AddressRow> {
      return db.transaction(async (tx) => {
        await lockBook(tx, userId);
        const [held] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
        if (held!.n >= MAX_ADDRESSES) throw conflict(apiMessages.tooManyAddresses(MAX_ADDRESSES));
        const isDefault = held!.n === 0 || input.isDefault === true;
        if (isDefault) await clearDefault(tx, userId);
        const [row] = await tx
          .insert(addresses)
          .values({ ...fieldsOf(input), userId, isDefault })
          .returning();
        return row!;
      });
    },

    /**
     * Replaces an address's fields. isDefault true makes it the default; false on the default is
     * ignored, since a book with addresses always has one: another address takes it over instead.
     */
    async update(userId: string, id: string, input: AddressChange): Promise<AddressRow> {
      return db.transaction(async (tx) => {
        await lockBook(tx, userId);
        const current = await findOwned(tx, userId, id);
        const becomesDefault = input.isDefault === true && !current.isDefault;
        if (becomesDefault) await clearDefault(tx, userId);
        const [row] = await tx
          .update(addresses)
          .set({ ...fieldsOf(input), ...(becomesDefault ? { isDefault: true } : {}) })
          .where(owned(userId, id))
          .returning();
        return row!;
      });
    },

    /** Deletes the whole address book (a deleted account's), in the caller's transaction. */
    async removeAll(tx: DbOrTx, userId: string): Promise<void> {
      await tx.delete(addresses).where(eq(addresses.userId, userId));
    },

    /** Deletes an address; when it was the default, the newest remaining one becomes the default. */
    async remove(userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockBook(tx, userId);
        const [gone] = await tx.delete(addresses).where(owned(userId, id)).returning({ isDefault: addresses.isDefault });
        if (!gone) throw notFound(apiMessages.addressNotFound);
        if (gone.isDefault) await promoteNewest(tx, userId);
      });
    },
  };
}
export type AddressService = ReturnType<typeof createAddressService>;
