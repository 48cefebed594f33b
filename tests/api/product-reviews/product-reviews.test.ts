import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { adminReviewPageSchema, productReviewPageSchema, type ProductReviewPage } from '../../../src/shared/schemas/product-review.js';
import { productDetailSchema, productPageSchema } from '../../../src/shared/schemas/product.js';
import type { AdminOverview } from '../../../src/shared/schemas/insights.js';
import { as, useTestApp, type Session } from '../../setup/app.js';
import { drainOutbox, expectMail, mailsTo, readOutbox, waitForMail } from '../../setup/outbox.js';
import { createProduct, freeShippingOption, payOrder, placeOrder, UNKNOWN_ID, US_ADDRESS } from '../../setup/shop.js';

const t = useTestApp();

const review = (user: Session | null, productId: string, body: object) =>
  as(t.app, user, { method: 'POST', url: `/api/service/${productId}/reviews`, payload: body });
const reviewsOf = async (productId: string, user: Session | null = null, query = ''): Promise<ProductReviewPage> => {
  const res = await as(t.app, user, { method: 'GET', url: `/api/service/${productId}/reviews${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return productReviewPageSchema.parse(res.json());
};
const detailOf = async (productId: string, user: Session | null = null) =>
  productDetailSchema.parse((await as(t.app, user, { method: 'GET', url: `/api/service/${productId}` })).json());
const hide = (id: string, hidden: boolean, note?: string) =>
  as(t.app, t.admin, { method: 'PATCH', url: `/api/admin/reviews/${id}`, payload: { hidden, ...(note ? { note } : {}) } });

/** A customer who bought (and paid for) one unit of the product. */
async function buyer(productId: string, name = 'Jane Doe'): Promise<Session> {
  const user = await t.customer(undefined, undefined, name);
  const order = await placeOrder(t.app, user, productId, 1);
  await payOrder(t.app, user, order._id);
  return user;
}

describe('product reviews: who may write them', () => {
  it('only a buyer with a paid order reviews; one review per customer, writing again edits it', async () => {
    const product = await createProduct(t.app, t.admin, 20, 30);
    // Guests: 401. Not bought: 403 with a message, before the body is looked at (a bad rating too).
    expect((await review(null, product._id, { rating: 5, title: 'Great' })).statusCode).toBe(401);
    const stranger = await t.customer();
    for (const body of [{ rating: 5, title: 'Great' }, { rating: 9 }]) {
      const res = await review(stranger, product._id, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only customers who bought this part can review it.');
    }
    // An unpaid order is not a purchase.
    const unpaid = await t.customer();
    await placeOrder(t.app, unpaid, product._id, 1);
    expect((await review(unpaid, product._id, { rating: 4, title: 'Fine' })).statusCode).toBe(403);
    expect((await reviewsOf(product._id, unpaid)).canReview).toBe(false);

    const jane = await buyer(product._id, 'Jane Q Doe');
    expect((await reviewsOf(product._id, jane)).canReview).toBe(true);
    for (const bad of [
      { rating: 0, title: 'x' },
      { rating: 6, title: 'x' },
      { rating: 4.5, title: 'x' },
      { rating: 5, title: '' },
      { rating: 5, title: 'x'.repeat(121) },
      { rating: 5, title: 'ok', body: 'x'.repeat(2001) },
    ]) {
      expect((await review(jane, product._id, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await review(jane, UNKNOWN_ID, { rating: 5, title: 'x' })).statusCode).toBe(404);

    const first = await review(jane, product._id, { rating: 5, title: 'Fits perfectly', body: 'Took ten minutes.' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      rating: 5,
      title: 'Fits perfectly',
      author: 'Jane D.',
      verifiedPurchase: true,
      helpful: 0,
      laptop: null,
    });
    const again = await review(jane, product._id, { rating: 3, title: 'Ran hot after a week' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ _id: first.json()._id, rating: 3, title: 'Ran hot after a week', body: '' });

    const page = await reviewsOf(product._id, jane);
    expect(page).toMatchObject({ count: 1, total: 1, average: 3, histogram: { '1': 0, '2': 0, '3': 1, '4': 0, '5': 0 } });
    expect(page.mine).toMatchObject({ _id: first.json()._id, hidden: false });
    // The author is never the e-mail or the whole name.
    expect(JSON.stringify(page)).not.toContain(jane.email);
    expect(JSON.stringify(page)).not.toContain('Doe');
  });

  it('remembers the laptop the part was bought for, from the order line', async () => {
    const product = await createProduct(t.app, t.admin, 5, 25);
    const [laptop] = (await t.app.inject({ method: 'GET', url: '/api/laptops?search=20L5' })).json() as { _id: string }[];
    const user = await t.customer(undefined, undefined, 'Sam');
    const placed = await as(t.app, user, {
      method: 'POST',
      url: '/api/order',
      payload: {
        userId: product._id,
        number: '5551234',
        quantity: 1,
        laptopId: laptop!._id,
        address: US_ADDRESS,
        shippingOptionId: await freeShippingOption(t.app),
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await payOrder(t.app, user, placed.json()._id);
    const res = await review(user, product._id, { rating: 4, title: 'Good' });
    expect(res.json()).toMatchObject({ author: 'Sam', laptop: { _id: laptop!._id, brand: 'Lenovo', model: 'ThinkPad T480' } });
  });
});

describe('product reviews: figures, sorting, helpful and moderation', () => {
  it('average and histogram stay exact after writes and hides; a hidden review is gone everywhere and its writer is told', async () => {
    const product = await createProduct(t.app, t.admin, 20, 30);
    const users = await Promise.all(['Ann Lee', 'Bob Stone', 'Cy Park'].map((n) => buyer(product._id, n)));
    // Three buyers at once: the product's figures count every one.
    const written = await Promise.all(users.map((u, i) => review(u, product._id, { rating: [5, 4, 2][i], title: `Review ${i}` })));
    expect(written.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const low = written[2]!.json() as { _id: string };

    let page = await reviewsOf(product._id);
    expect(page).toMatchObject({ count: 3, average: 3.7, histogram: { '1': 0, '2': 1, '3': 0, '4': 1, '5': 1 } });
    expect((await detailOf(product._id)).rating).toEqual({ average: 3.7, count: 3 });
    const listed = productPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/service?search=${encodeURIComponent(product.name)}` })).json(),
    );
    expect(listed.items.find((p) => p._id === product._id)?.rating).toEqual({ average: 3.7, count: 3 });

    const hidden = await hide(low._id, true, 'Please keep it about the part');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ hidden: true, productName: product.name, userEmail: users[2]!.email });
    page = await reviewsOf(product._id);
    expect(page).toMatchObject({ count: 2, total: 2, average: 4.5, histogram: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 } });
    expect(page.items.map((r) => r._id)).not.toContain(low._id);
    expect((await detailOf(product._id)).rating).toEqual({ average: 4.5, count: 2 });
    const mail = await waitForMail(t.config.DATA_DIR, users[2]!.email, `Your review of ${product.name} was hidden`);
    expect(mail?.raw).toContain('Please keep it about the part');
    // Its writer still sees it, marked hidden; hiding twice sends no second mail.
    expect((await reviewsOf(product._id, users[2]!)).mine).toMatchObject({ _id: low._id, hidden: true });
    expect((await hide(low._id, true)).statusCode).toBe(200);
    // Helpful on a hidden review: 404.
    expect((await as(t.app, users[0]!, { method: 'POST', url: `/api/reviews/${low._id}/helpful` })).statusCode).toBe(404);

    const admin = adminReviewPageSchema.parse(
      (await as(t.app, t.admin, { method: 'GET', url: '/api/admin/reviews?hidden=true&limit=100' })).json(),
    );
    expect(admin.items.map((r) => r._id)).toContain(low._id);
    expect(admin.items.every((r) => r.hidden)).toBe(true);

    expect((await hide(low._id, false)).statusCode).toBe(200);
    expect(await reviewsOf(product._id)).toMatchObject({ count: 3, average: 3.7 });
    await drainOutbox(t.app);
    expect(mailsTo(t.config.DATA_DIR, users[2]!.email).filter((m) => m.subject.includes('was hidden'))).toHaveLength(1);
    expect((await hide(UNKNOWN_ID, true)).statusCode).toBe(404);
  });

  it('helpful counts once per shopper, never for your own review; sorts by helpful, lowest rating and page', async () => {
    const product = await createProduct(t.app, t.admin, 20, 30);
    const [a, b, c] = await Promise.all(['Al One', 'Bea Two', 'Cal Three'].map((n) => buyer(product._id, n)));
    const ra = (await review(a!, product._id, { rating: 5, title: 'A' })).json() as { _id: string };
    const rb = (await review(b!, product._id, { rating: 1, title: 'B' })).json() as { _id: string };
    const rc = (await review(c!, product._id, { rating: 3, title: 'C' })).json() as { _id: string };
    const helpful = (user: Session | null, id: string) => as(t.app, user, { method: 'POST', url: `/api/reviews/${id}/helpful` });

    expect((await helpful(null, ra._id)).statusCode).toBe(401);
    const own = await helpful(a!, ra._id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot mark your own review as helpful.');
    const twice = await Promise.all([helpful(b!, ra._id), helpful(b!, ra._id)]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    // A repeated mark changes nothing, so it drops nothing from the cache; a new one does.
    const guestReviews = () => t.app.inject({ method: 'GET', url: `/api/service/${product._id}/reviews` });
    await guestReviews();
    expect((await guestReviews()).headers['x-cache']).toBe('hit');
    expect((await helpful(b!, ra._id)).json()).toEqual({ helpful: 1 });
    expect((await guestReviews()).headers['x-cache']).toBe('hit');
    expect((await helpful(c!, ra._id)).json()).toEqual({ helpful: 2 });
    expect((await guestReviews()).headers['x-cache']).toBe('miss');
    expect((await helpful(a!, rc._id)).json()).toEqual({ helpful: 1 });
    expect((await helpful(a!, UNKNOWN_ID)).statusCode).toBe(404);

    expect((await reviewsOf(product._id, null, '?sort=helpful')).items.map((r) => r._id)).toEqual([ra._id, rc._id, rb._id]);
    // Each shopper sees what they marked.
    const seenByB = (await reviewsOf(product._id, b!)).items;
    expect(seenByB.map((r) => [r._id, r.helpfulByMe])).toEqual([
      [rc._id, false],
      [rb._id, false],
      [ra._id, true],
    ]);
    expect((await reviewsOf(product._id)).items.every((r) => !r.helpfulByMe)).toBe(true);
    expect((await reviewsOf(product._id, null, '?sort=rating')).items.map((r) => r._id)).toEqual([rb._id, rc._id, ra._id]);
    expect((await reviewsOf(product._id, null, '?sort=newest')).items.map((r) => r._id)).toEqual([rc._id, rb._id, ra._id]);
    const second = await reviewsOf(product._id, null, '?limit=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.items.map((r) => r._id)).toEqual([ra._id]);
    expect((await t.app.inject({ method: 'GET', url: `/api/service/${product._id}/reviews?sort=best` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/service/${UNKNOWN_ID}/reviews` })).statusCode).toBe(404);
  });

  it('a cached answer for guests follows a new review at once', async () => {
    const product = await createProduct(t.app, t.admin, 5, 30);
    const user = await buyer(product._id);
    const url = `/api/service/${product._id}/reviews`;
    expect((await t.app.inject({ method: 'GET', url })).json().count).toBe(0);
    expect((await t.app.inject({ method: 'GET', url })).headers['x-cache']).toBe('hit');
    expect((await review(user, product._id, { rating: 4, title: 'Solid' })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url })).json().count).toBe(1);
    // A signed-in caller's answer is theirs: never stored, never public.
    const mine = await as(t.app, user, { method: 'GET', url });
    expect(mine.headers['x-cache']).toBeUndefined();
    expect(mine.headers['cache-control']).toBe('private, no-store');
  });

  it('/api/service?sort=rating lists the best rated first and unrated parts last', async () => {
    const category = 'fans';
    const [good, better, none] = await Promise.all([1, 2, 3].map(() => createProduct(t.app, t.admin, 5, 30)));
    for (const p of [good!, better!, none!]) {
      const res = await as(t.app, t.admin, { method: 'PATCH', url: `/api/service/${p._id}`, payload: { category, brand: 'SortTest' } });
      expect(res.statusCode, res.body).toBe(200);
    }
    await review(await buyer(good!._id), good!._id, { rating: 3, title: 'ok' });
    await review(await buyer(better!._id), better!._id, { rating: 5, title: 'great' });
    const page = productPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/service?search=SortTest&sort=rating&limit=100` })).json(),
    );
    const ids = page.items.map((p) => p._id);
    expect(ids.indexOf(better!._id)).toBeLessThan(ids.indexOf(good!._id));
    expect(ids.indexOf(good!._id)).toBeLessThan(ids.indexOf(none!._id));
    expect(page.items.find((p) => p._id === none!._id)?.rating).toEqual({ average: null, count: 0 });
  });
});

describe('back in stock', () => {
  it('subscribe on a sold-out part, see it on the product, get one e-mail when an admin adds stock, then the wait ends', async () => {
    const inStock = await createProduct(t.app, t.admin, 3, 30);
    const soldOut = await createProduct(t.app, t.admin, 0, 30);
    const user = await t.customer();
    const alert = (u: Session | null, id: string, method: 'POST' | 'DELETE' = 'POST') =>
      as(t.app, u, { method, url: `/api/service/${id}/restock-alert` });

    expect((await alert(null, soldOut._id)).statusCode).toBe(401);
    const busy = await alert(user, inStock._id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toContain('is in stock');
    expect((await alert(user, UNKNOWN_ID)).statusCode).toBe(404);

    expect((await alert(user, soldOut._id)).statusCode).toBe(201);
    expect((await alert(user, soldOut._id)).statusCode).toBe(201); // again: still one wait
    expect((await detailOf(soldOut._id, user)).restockAlert).toBe(true);
    expect((await detailOf(soldOut._id)).restockAlert).toBe(false);
    const del = await alert(user, soldOut._id, 'DELETE');
    expect(del.json()).toEqual({ restockAlert: false });
    expect((await detailOf(soldOut._id, user)).restockAlert).toBe(false);
    expect((await alert(user, soldOut._id)).statusCode).toBe(201);
    const other = await t.customer();
    expect((await alert(other, soldOut._id)).statusCode).toBe(201);

    const overview = (await as(t.app, t.admin, { method: 'GET', url: '/api/insights/overview' })).json() as AdminOverview;
    expect(overview.restockWaiting).toContainEqual({ productId: soldOut._id, name: soldOut.name, waiting: 2 });

    const added = await as(t.app, t.admin, { method: 'PUT', url: `/api/service/${soldOut._id}`, payload: { Quantity: 4 } });
    expect(added.statusCode, added.body).toBe(200);
    for (const u of [user, other]) {
      const mail = await waitForMail(t.config.DATA_DIR, u.email, `Back in stock: ${soldOut.name}`);
      expect(mail?.raw).toContain(`/details/${soldOut._id}`);
    }
    expect((await detailOf(soldOut._id, user)).restockAlert).toBe(false);
    // More stock later: nobody waits any more, so no second e-mail.
    await as(t.app, t.admin, { method: 'PUT', url: `/api/service/${soldOut._id}`, payload: { Quantity: 1 } });
    await drainOutbox(t.app);
    expect(mailsTo(t.config.DATA_DIR, user.email).filter((m) => m.subject.startsWith('Back in stock'))).toHaveLength(1);
    const after = (await as(t.app, t.admin, { method: 'GET', url: '/api/insights/overview' })).json() as AdminOverview;
    expect(after.restockWaiting.map((w) => w.productId)).not.toContain(soldOut._id);
  });

  it('units back from a cancelled order tell the shoppers waiting', async () => {
    const product = await createProduct(t.app, t.admin, 1, 30);
    const holder = await t.customer();
    const order = await placeOrder(t.app, holder, product._id, 1);
    const waiter = await t.customer();
    expect((await as(t.app, waiter, { method: 'POST', url: `/api/service/${product._id}/restock-alert` })).statusCode).toBe(201);
    const cancelled = await as(t.app, holder, { method: 'PATCH', url: `/api/order/${order._id}/status`, payload: { status: 'cancelled' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectMail(t.config.DATA_DIR, waiter.email, `Back in stock: ${product.name}`, `/details/${product._id}`);
  });

  it('two instances adding stock at once: every subscriber gets exactly one e-mail', async () => {
    const other = await buildApp({ config: t.config, databaseUrl: t.databaseUrl, logger: false });
    await other.ready();
    try {
      const product = await createProduct(t.app, t.admin, 0, 30);
      const waiting = await Promise.all(Array.from({ length: 6 }, () => t.customer()));
      for (const u of waiting) {
        expect((await as(t.app, u, { method: 'POST', url: `/api/service/${product._id}/restock-alert` })).statusCode).toBe(201);
      }
      const put = (app: typeof other) => as(app, t.admin, { method: 'PUT', url: `/api/service/${product._id}`, payload: { Quantity: 2 } });
      const answers = await Promise.all([put(t.app), put(other), put(t.app), put(other)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      for (const u of waiting) await expectMail(t.config.DATA_DIR, u.email, `Back in stock: ${product.name}`, `/details/${product._id}`);
      await drainOutbox(t.app);
      for (const u of waiting) {
        expect(readOutbox(t.config.DATA_DIR).filter((m) => m.to.includes(u.email) && m.subject.startsWith('Back in stock'))).toHaveLength(
          1,
        );
      }
      expect((await detailOf(product._id)).Quantity).toBe(8);
    } finally {
      await other.close();
    }
  });
});
