import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiMessages } from '../../../shared/messages.js';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import {
  adminReviewPageSchema,
  adminReviewQuerySchema,
  adminReviewSchema,
  adminReviewUpdateSchema,
  helpfulResultSchema,
  productReviewCreateSchema,
  productReviewPageSchema,
  productReviewQuerySchema,
  productReviewSchema,
  type AdminReview,
  type Histogram,
  type ProductReview,
} from '../../../shared/schemas/product-review.js';
import { notFound } from '../../lib/errors.js';
import { bearer, errors } from '../../lib/http.js';
import { ratingOf } from '../catalog/wire.js';
import type { ProductReviewRow } from '../../modules/product-reviews/service.js';

/** "Jane Doe" → "Jane D.": a reviewer's first name and last initial, never the whole name or the e-mail. */
export function reviewerName(name: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'A customer';
  if (words.length === 1) return words[0]!;
  return `${words[0]} ${words.at(-1)![0]!.toUpperCase()}.`;
}

/** The one mapping between a product review and its wire shape. */
export function productReviewToWire(r: ProductReviewRow, authorName: string | undefined, helpfulByMe = false): ProductReview {
  return {
    _id: r.id,
    productId: r.productId,
    rating: r.rating,
    title: r.title,
    body: r.body,
    author: reviewerName(authorName),
    laptop: r.laptopBrand && r.laptopModel ? { _id: r.laptopId, brand: r.laptopBrand, model: r.laptopModel } : null,
    verifiedPurchase: r.orderId !== null,
    helpful: r.helpfulCount,
    helpfulByMe,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Reviews on the wire with their authors' names and, for a signed-in caller, which they marked helpful (one lookup each for the whole list). */
async function reviewsToWire(app: FastifyInstance, rows: ProductReviewRow[], viewerId: string | null = null): Promise<ProductReview[]> {
  const [contacts, marked] = await Promise.all([
    app.services.accounts.contactsOf(rows.map((r) => r.userId)),
    viewerId
      ? app.services.productReviews.markedHelpfulBy(
          viewerId,
          rows.map((r) => r.id),
        )
      : new Set<string>(),
  ]);
  return rows.map((r) => productReviewToWire(r, contacts.get(r.userId)?.name, marked.has(r.id)));
}

/** The average to one decimal from the star counts; null without reviews. */
function figures(histogram: Histogram): { average: number | null; count: number } {
  const stars = Object.entries(histogram).map(([star, n]) => ({ star: Number(star), n }));
  // The same rounding as the product's own rating on the wire.
  return ratingOf({ ratingCount: stars.reduce((a, s) => a + s.n, 0), ratingSum: stars.reduce((a, s) => a + s.star * s.n, 0) });
}

/** Anyone reads a product's reviews. */
const shopperRoutes: FastifyPluginAsyncZod = async (app) => {
  const { productReviews, catalog } = app.services;

  app.get(
    '/service/:id/reviews',
    {
      config: { cache: 'product-reviews', cacheGuestsOnly: true },
      schema: {
        tags: ['product reviews'],
        security: bearer,
        description:
          "A product's visible reviews, newest first (or `helpful`: most helpful first, or `rating`: lowest first), paged, with the average, the count and how many gave each number of stars. For a signed-in caller also `mine` and `canReview`.",
        params: idParamsSchema,
        querystring: productReviewQuerySchema,
        response: { 200: productReviewPageSchema, ...errors(400, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { sort, page, limit } = request.query;
      const [product, viewer] = await Promise.all([catalog.findOnSale(app.db, id), app.bearerViewer(request)]);
      if (!product) throw notFound(apiMessages.productNotFound);
      const [rows, histogram, mine, bought] = await Promise.all([
        productReviews.page(id, sort, page, limit),
        productReviews.starCounts(id),
        viewer ? productReviews.mine(id, viewer.id) : null,
        viewer ? app.services.orders.purchaseOf(viewer.id, id) : null,
      ]);
      const { average, count } = figures(histogram);
      const [items, [own]] = await Promise.all([reviewsToWire(app, rows, viewer?.id ?? null), reviewsToWire(app, mine ? [mine] : [])]);
      return {
        items,
        total: count,
        page,
        limit,
        average,
        count,
        histogram,
        mine: own && mine ? { ...own, hidden: mine.hidden } : null,
        canReview: Boolean(bought),
      };
    },
  );
};

/** Buyers write reviews; signed-in shoppers mark them helpful. */
const signedInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const { productReviews, catalog } = app.services;

  app.post(
    '/service/:id/reviews',
    {
      // Only buyers: decided before the body is looked at.
      preValidation: async (request) => {
        const params = idParamsSchema.safeParse(request.params);
        if (!params.success) return; // validation answers 400
        if (!(await catalog.findOnSale(app.db, params.data.id))) throw notFound(apiMessages.productNotFound);
        await app.flows.assertBought(request.viewer!, params.data.id);
      },
      schema: {
        tags: ['product reviews'],
        security: bearer,
        description:
          'A buyer reviews a part (a paid order holds it): 201, or 200 when it replaces their earlier review. 403 when the caller has not bought it.',
        params: idParamsSchema,
        body: productReviewCreateSchema,
        response: { 200: productReviewSchema, 201: productReviewSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { row, created } = await app.flows.writeReview(request.viewer!, request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(productReviewToWire(row, request.viewer!.name));
    },
  );

  app.post(
    '/reviews/:id/helpful',
    {
      config: { invalidates: ['product-reviews'] },
      schema: {
        tags: ['product reviews'],
        security: bearer,
        description: 'Marks a review helpful for the caller, once (again changes nothing). Your own review: 403.',
        params: idParamsSchema,
        response: { 200: helpfulResultSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ helpful: await productReviews.markHelpful(request.params.id, request.viewer!.id) }),
  );
};

/** Admins moderate: every review, newest first; hide or show one. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const { productReviews, catalog, accounts } = app.services;

  const toAdminWire = async (rows: ProductReviewRow[]): Promise<AdminReview[]> => {
    const [products, contacts] = await Promise.all([
      catalog.byIds([...new Set(rows.map((r) => r.productId))]),
      accounts.contactsOf(rows.map((r) => r.userId)),
    ]);
    const names = new Map(products.map((p) => [p.id, p.name]));
    return rows.map((r) => ({
      ...productReviewToWire(r, contacts.get(r.userId)?.name),
      hidden: r.hidden,
      productName: names.get(r.productId) ?? '',
      userEmail: contacts.get(r.userId)?.email ?? '',
    }));
  };

  app.get(
    '/admin/reviews',
    {
      schema: {
        tags: ['product reviews'],
        security: bearer,
        description: 'Every product review, newest first, with its product and reviewer; `hidden=true|false` filters.',
        querystring: adminReviewQuerySchema,
        response: { 200: adminReviewPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { items, total } = await productReviews.adminPage(request.query);
      return { items: await toAdminWire(items), total, page: request.query.page, limit: request.query.limit };
    },
  );

  app.patch(
    '/admin/reviews/:id',
    {
      schema: {
        tags: ['product reviews'],
        security: bearer,
        description:
          "Hides a review (gone from every public answer and from the part's rating; the reviewer gets an e-mail, with `note` when given) or shows it again.",
        params: idParamsSchema,
        body: adminReviewUpdateSchema,
        response: { 200: adminReviewSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await app.flows.moderateReview(request.params.id, request.body);
      return (await toAdminWire([row]))[0]!;
    },
  );
};

export const productReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(shopperRoutes);
  await app.register(signedInRoutes);
  await app.register(adminRoutes);
};
