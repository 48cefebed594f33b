import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { normalizeCode } from '../../../shared/schemas/laptop.js';
import type { LaptopSpec } from '../../../shared/schemas/laptop-spec.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { identifyIndex, identifyLaptops, type IdentifyIndex } from './identify.js';
import { laptopNameIndex, laptopsNamed, nameKey } from './names.js';
import { laptopModels, savedLaptops } from './tables.js';

export type LaptopRow = typeof laptopModels.$inferSelect;
export interface NewLaptop {
  brand: string;
  family: string;
  model: string;
  year: number | null;
  identifiers: string[];
  /** Its specification (a laptops CSV with spec columns); absent: an existing model keeps its own. */
  spec?: LaptopSpec | null;
}

export const LAPTOP_NOT_FOUND = 'Laptop model not found.';
/** Laptops one account may save ("My laptops"). */
export const MAX_SAVED_LAPTOPS = 10;
/** A laptop search answers at most this many models. */
const SEARCH_LIMIT = 20;
/** Below this word similarity a model is not an answer to a search. */
const MIN_SIMILARITY = 0.45;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** An identifier typed in full (20L5, MacBookPro15,2: case, spaces and dashes aside). */
const identifierIs = (text: string): SQL => sql`${laptopModels.identifiersNorm} @> array[${normalizeCode(text)}]::text[]`;

/** An identifier that starts what was typed, or that it starts (20L5CTO1WW, 20L5C): four characters at least. */
function identifierStarts(text: string): SQL {
  const code = escapeLike(normalizeCode(text));
  return sql`(length(${code}) >= 4 and exists (
    select 1 from unnest(${laptopModels.identifiersNorm}) i where i like ${code} || '%' or ${code} like i || '%'
  ))`;
}

/** The admin's filter: every word typed appears in the brand, family, model or identifiers, or an identifier matches. */
function adminMatch(text: string): SQL | undefined {
  const words = text.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  return or(and(...words.map((w) => ilike(laptopModels.searchText, `%${escapeLike(w)}%`))), identifierIs(text), identifierStarts(text));
}

/**
 * Writes or updates models by brand, family and model (the seed and CSV imports); answers the ids of the rows
 * written, in order (a row that changed nothing is not written). Specs are written when the rows carry them
 * (a CSV with spec columns: every row does), and kept otherwise.
 */
export async function upsertLaptops(tx: DbOrTx, list: NewLaptop[]): Promise<string[]> {
  if (list.length === 0) return [];
  const withSpec = list.some((l) => l.spec !== undefined);
  const rows = await tx
    .insert(laptopModels)
    .values(list.map((l) => ({ ...l, spec: l.spec ?? null, identifiersNorm: l.identifiers.map(normalizeCode) })))
    .onConflictDoUpdate({
      target: [laptopModels.brand, laptopModels.family, laptopModels.model],
      set: {
        year: sql`excluded.year`,
        identifiers: sql`excluded.identifiers`,
        identifiersNorm: sql`excluded.identifiers_norm`,
        ...(withSpec && { spec: sql`excluded.spec` }),
        updatedAt: sql`now()`,
      },
      // The same row imported again changes nothing.
      setWhere: withSpec
        ? sql`(${laptopModels.year}, ${laptopModels.identifiers}, ${laptopModels.spec}) IS DISTINCT FROM (excluded.year, excluded.identifiers, excluded.spec)`
        : sql`(${laptopModels.year}, ${laptopModels.identifiers}) IS DISTINCT FROM (excluded.year, excluded.identifiers)`,
    })
    .returning({ id: laptopModels.id });
  return rows.map((r) => r.id);
}

/** By brand, family and model as a person reads them: "Acer" before "ASUS" (not by character code). */
const byName = () => [
  asc(sql`lower(${laptopModels.brand})`),
  asc(sql`lower(${laptopModels.family})`),
  asc(sql`lower(${laptopModels.model})`),
  asc(laptopModels.id),
];

/** Every model, by brand, family and model. */
const allLaptops = (db: Database): Promise<LaptopRow[]> =>
  db
    .select()
    .from(laptopModels)
    .orderBy(...byName());

/** Several models by id, read with `tx`. */
async function laptopsByIds(tx: DbOrTx, ids: string[]): Promise<LaptopRow[]> {
  if (ids.length === 0) return [];
  return tx.select().from(laptopModels).where(inArray(laptopModels.id, ids));
}

/**
 * The identify index of every model (identify.ts), read and built once per `version` of the models
 * and shared by the requests that ask meanwhile. `version` moves on whenever a model may have
 * changed, on any instance; null (cannot tell) reads the models afresh and keeps nothing.
 */
function identifyIndexes(db: Database) {
  let held: { version: number; index: Promise<IdentifyIndex<LaptopRow>> } | undefined;
  return (version: number | null): Promise<IdentifyIndex<LaptopRow>> => {
    if (version !== null && held?.version === version) return held.index;
    // Read after the version was taken: a write the read misses moves the version on after it.
    const index = db.select().from(laptopModels).then(identifyIndex);
    if (version === null) return index;
    const mine = { version, index };
    held = mine;
    index.catch(() => {
      if (held === mine) held = undefined;
    });
    return index;
  };
}

/** An admin's changes to the models (the flows keep the parts that fit them in step). */
function laptopWrites() {
  return {
    /** Adds a model (inside the caller's transaction); 409 when one with the same brand, family and model exists. */
    async create(tx: DbOrTx, l: NewLaptop): Promise<LaptopRow> {
      const [row] = await tx
        .insert(laptopModels)
        .values({ ...l, identifiersNorm: l.identifiers.map(normalizeCode) })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict('That laptop model exists already.');
      return row;
    },

    /** A model locked for a change in the caller's transaction; 404 when unknown. */
    async lock(tx: DbOrTx, id: string): Promise<LaptopRow> {
      const [row] = await tx.select().from(laptopModels).where(eq(laptopModels.id, id)).for('update');
      if (!row) throw notFound(LAPTOP_NOT_FOUND);
      return row;
    },

    /** Changes a model (inside the caller's transaction); 404 when unknown, 409 when it would copy another. */
    async update(tx: DbOrTx, id: string, l: NewLaptop): Promise<LaptopRow> {
      const [clash] = await tx
        .select({ id: laptopModels.id })
        .from(laptopModels)
        .where(and(eq(laptopModels.brand, l.brand), eq(laptopModels.family, l.family), eq(laptopModels.model, l.model)));
      if (clash && clash.id !== id) throw conflict('That laptop model exists already.');
      const [row] = await tx
        .update(laptopModels)
        .set({ ...l, identifiersNorm: l.identifiers.map(normalizeCode) })
        .where(eq(laptopModels.id, id))
        .returning();
      if (!row) throw notFound(LAPTOP_NOT_FOUND);
      return row;
    },

    /** Sets a model's specification (inside the caller's transaction); 404 when unknown. */
    async setSpec(tx: DbOrTx, id: string, spec: LaptopSpec | null): Promise<LaptopRow> {
      const [row] = await tx.update(laptopModels).set({ spec }).where(eq(laptopModels.id, id)).returning();
      if (!row) throw notFound(LAPTOP_NOT_FOUND);
      return row;
    },

    /** Removes a model (its fitment and the accounts' saved copies go with it); 404 when unknown. */
    async remove(tx: DbOrTx, id: string): Promise<void> {
      const rows = await tx.delete(laptopModels).where(eq(laptopModels.id, id)).returning({ id: laptopModels.id });
      if (rows.length === 0) throw notFound(LAPTOP_NOT_FOUND);
    },
  };
}

/** "My laptops": the models a customer saved to their account. */
function savedLaptopQueries(db: Database) {
  return {
    /** A customer's saved laptops, the latest saved first. */
    async saved(userId: string): Promise<LaptopRow[]> {
      const rows = await db
        .select({ laptop: laptopModels })
        .from(savedLaptops)
        .innerJoin(laptopModels, eq(laptopModels.id, savedLaptops.laptopId))
        .where(eq(savedLaptops.userId, userId))
        .orderBy(desc(savedLaptops.createdAt));
      return rows.map((r) => r.laptop);
    },

    /** Saves a model to an account (again: nothing changes); 404 for an unknown model, 409 past the limit. */
    async save(userId: string, laptopId: string): Promise<LaptopRow> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('saved_laptop'), hashtext(${userId}))`);
        const [laptop] = await tx.select().from(laptopModels).where(eq(laptopModels.id, laptopId));
        if (!laptop) throw notFound(LAPTOP_NOT_FOUND);
        const [n] = await tx.select({ n: count() }).from(savedLaptops).where(eq(savedLaptops.userId, userId));
        const inserted = await tx.insert(savedLaptops).values({ userId, laptopId }).onConflictDoNothing().returning();
        if (inserted.length > 0 && n!.n >= MAX_SAVED_LAPTOPS) throw conflict(`You can save at most ${MAX_SAVED_LAPTOPS} laptops.`);
        return laptop;
      });
    },

    /** Forgets every model the customer saved (a deleted account's). */
    async unsaveAll(tx: DbOrTx, userId: string): Promise<void> {
      await tx.delete(savedLaptops).where(eq(savedLaptops.userId, userId));
    },

    /** Removes a saved model; answers whether it was saved. */
    async unsave(userId: string, laptopId: string): Promise<boolean> {
      const rows = await db
        .delete(savedLaptops)
        .where(and(eq(savedLaptops.userId, userId), eq(savedLaptops.laptopId, laptopId)))
        .returning();
      return rows.length > 0;
    },
  };
}

/** What admins and imports read: every model, a page of them, models by name. */
function laptopLists(db: Database) {
  return {
    /** Every model, by brand, family and model (exports; a products import looks names up in them). */
    all: (): Promise<LaptopRow[]> => allLaptops(db),

    /** The admin's list: one page of the models, by brand, family and model; `search` keeps those it names (adminMatch). */
    async page(query: { search: string; page: number; limit: number }): Promise<{ items: LaptopRow[]; total: number }> {
      const where = adminMatch(query.search);
      const [items, [counted]] = await Promise.all([
        db
          .select()
          .from(laptopModels)
          .where(where)
          .orderBy(...byName())
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(laptopModels).where(where),
      ]);
      return { items, total: counted!.n };
    },

    /** The models each name matches, full name or label in any case (names.ts), in the caller's transaction. */
    byNames: (tx: DbOrTx, names: string[]) => laptopsNamed(tx, names),

    /** Every model, as a lookup by name (see names.ts): a CSV file's names resolved with one read. */
    nameIndex: async () => laptopNameIndex(await allLaptops(db)),

    /** A laptop's name as the shop compares it (names.ts). */
    nameKey,
  };
}

/** Laptop models: the typo-tolerant search, identify-my-laptop, and the models customers saved. */
export function createLaptopService(db: Database) {
  const identifyIndexOf = identifyIndexes(db);
  return {
    upsert: upsertLaptops,

    /**
     * Models matching what a shopper typed, best first: an identifier typed in full (20L5,
     * MacBookPro15,2), then one that starts the other (20L5CTO1WW), then trigram word similarity
     * on brand, family, model and identifiers, averaged over the words typed (t48, lenovo t480). Empty: the newest models.
     */
    async search(text: string): Promise<LaptopRow[]> {
      const typed = text.trim().toLowerCase();
      if (!typed) return db.select().from(laptopModels).orderBy(desc(laptopModels.year), asc(laptopModels.brand)).limit(SEARCH_LIMIT);
      // Each word scores on its own (trigram word similarity), so "lenovo t480" need not be contiguous.
      const words = typed.split(/\s+/).slice(0, 8);
      const similarity = sql.join(
        words.map((w) => sql`word_similarity(${w}, ${laptopModels.searchText})`),
        sql` + `,
      );
      const score = sql<number>`greatest(
        case when ${identifierIs(text)} then 1.0 else 0 end,
        case when ${identifierStarts(text)} then 0.9 else 0 end,
        (${similarity}) / ${words.length}
      )`;
      const rows = await db
        .select({ ...getTableColumns(laptopModels), score })
        .from(laptopModels)
        .where(sql`${score} >= ${MIN_SIMILARITY}`)
        .orderBy(desc(score), sql`${laptopModels.year} desc nulls last`, asc(laptopModels.model))
        .limit(SEARCH_LIMIT);
      return rows.map(({ score: _score, ...row }) => row);
    },

    ...laptopWrites(),
    ...laptopLists(db),

    async get(id: string): Promise<LaptopRow> {
      const [row] = await db.select().from(laptopModels).where(eq(laptopModels.id, id));
      if (!row) throw notFound(LAPTOP_NOT_FOUND);
      return row;
    },

    /** Several models by id (the fitment of a product), in no particular order. */
    byIds: (ids: string[]): Promise<LaptopRow[]> => laptopsByIds(db, ids),

    /** Several models by id, each of which must exist (404 otherwise). */
    async getMany(ids: string[]): Promise<LaptopRow[]> {
      const found = await laptopsByIds(db, [...new Set(ids)]);
      if (found.length < new Set(ids).size) throw notFound(LAPTOP_NOT_FOUND);
      return found;
    },

    /** The same, in the caller's transaction. */
    byIdsIn: laptopsByIds,

    /**
     * The models a pasted command output names (see identify.ts); the text is read here and kept nowhere.
     * `modelsVersion` moves on whenever a model may have changed, here or on another instance (the
     * response cache's 'products' version: every write to the models drops 'products'); the models are
     * read and indexed once per version. Null: cannot tell (the cache is deaf), so they are read afresh.
     */
    async identify(text: string, modelsVersion: number | null) {
      return identifyLaptops(text, await identifyIndexOf(modelsVersion));
    },

    ...savedLaptopQueries(db),
  };
}

export type LaptopService = ReturnType<typeof createLaptopService>;
