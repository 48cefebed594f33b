import { count, eq } from 'drizzle-orm';
import type { Auth } from '../../auth/auth.js';
import { toCents } from '../../../shared/money.js';
import type { Database } from '../client.js';
import { users } from '../schema/auth.js';
import { products } from '../schema/catalog.js';
import { bestSellerSamples, blogs, counters, reviews } from '../schema/content.js';
import { randomSecret } from '../settings.js';
import { seedBestSellers } from './data/best-sellers.js';
import { seedBlogs } from './data/blogs.js';
import { seedCounters } from './data/counters.js';
import { seedProducts } from './data/products.js';
import { seedReviews } from './data/reviews.js';

export const DEMO_ADMIN_EMAIL = 'admin@partshub.local';

/** Oldest first, one minute apart, so "newest first" is the order of the list. */
const staggered = (i: number, total: number) => new Date(Date.now() - (total - i) * 60_000);

async function isEmpty(db: Database, table: typeof products | typeof blogs | typeof reviews | typeof counters | typeof bestSellerSamples) {
  const [row] = await db.select({ n: count() }).from(table);
  return row!.n === 0;
}

/** Fills each empty table with the demo content; a second run changes nothing. */
export async function seedContent(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // One seeder at a time, even with two instances starting together.
    await tx.execute("SELECT pg_advisory_xact_lock(hashtext('seed'))");
    const t = tx as unknown as Database;
    if (await isEmpty(t, products)) {
      await tx.insert(products).values(
        seedProducts.map((p, i) => ({
          name: p.name,
          supplierName: p.supplierName,
          description: p.description,
          img: p.img,
          priceCents: toCents(p.price),
          stockAvailable: p.stock,
          stockReceived: p.stock,
          category: p.category,
          brand: p.brand,
          partNumber: p.partNumber,
          compatibleModels: p.compatibleModels,
          createdAt: staggered(i, seedProducts.length),
        })),
      );
    }
    if (await isEmpty(t, blogs)) {
      await tx.insert(blogs).values(
        seedBlogs.map((b, i) => ({
          img: b.img,
          title: b.title,
          description: b.description,
          body: b.dec,
          body2: b.dec1,
          createdAt: staggered(i, seedBlogs.length),
        })),
      );
    }
    if (await isEmpty(t, reviews)) {
      await tx.insert(reviews).values(
        seedReviews.map((r, i) => ({
          name: r.name,
          email: r.email,
          text: r.text,
          img: r.img,
          createdAt: staggered(i, seedReviews.length),
        })),
      );
    }
    if (await isEmpty(t, counters)) {
      await tx.insert(counters).values(seedCounters.map((c, i) => ({ ...c, position: i })));
    }
    if (await isEmpty(t, bestSellerSamples)) {
      await tx.insert(bestSellerSamples).values(
        seedBestSellers.map((b, i) => ({
          name: b.name,
          img: b.img,
          priceCents: toCents(b.price),
          description: b.description,
          position: i,
        })),
      );
    }
  });
}

/**
 * Makes sure an admin exists: the one from ADMIN_EMAIL/ADMIN_PASSWORD, or a demo admin
 * whose generated password is printed once, when it is created.
 */
export async function ensureAdmin(
  db: Database,
  auth: Auth,
  admin: { email?: string; password?: string },
  log: (msg: string) => void,
): Promise<void> {
  const email = (admin.email ?? DEMO_ADMIN_EMAIL).toLowerCase();
  const [existing] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email));
  if (!existing) {
    if (!admin.email) {
      const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
      if (anyAdmin) return;
    }
    const password = admin.password ?? randomSecret().slice(0, 16);
    await auth.api.signUpEmail({ body: { email, password, name: 'Shop admin' } });
    if (!admin.password) {
      log(`Demo admin created: ${email} / ${password} (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`);
    } else {
      log(`Admin account created: ${email}`);
    }
  }
  await db.update(users).set({ role: 'admin' }).where(eq(users.email, email));
}
