import { count } from 'drizzle-orm';
import { toCents } from '../../../../shared/money.js';
import type { DbOrTx } from '../../../db/client.js';
import { staggered } from '../../../db/seed-time.js';
import { bestSellerSamples, blogs, counters, reviews } from '../tables.js';
import { seedBestSellers } from './best-sellers.js';
import { seedBlogs } from './blogs.js';
import { seedCounters } from './counters.js';
import { seedReviews } from './reviews.js';

async function isEmpty(tx: DbOrTx, table: typeof blogs | typeof reviews | typeof counters | typeof bestSellerSamples) {
  const [row] = await tx.select({ n: count() }).from(table);
  return row!.n === 0;
}

/** Fills each empty content table (blogs, testimonials, counters, carousel samples) inside the caller's seeding transaction. */
export async function seedContent(tx: DbOrTx): Promise<void> {
  if (await isEmpty(tx, blogs)) {
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
  if (await isEmpty(tx, reviews)) {
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
  if (await isEmpty(tx, counters)) {
    await tx.insert(counters).values(seedCounters.map((c, i) => ({ ...c, position: i })));
  }
  if (await isEmpty(tx, bestSellerSamples)) {
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
}
