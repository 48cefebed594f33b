import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
} from '../../../shared/schemas/product-review.js';
import { adminReviews, productReviewsPage } from '../../flows/reads/product-reviews.js';
import { bearer, errors } from '../../lib/http.js';
import type { ProductReviewRow } from '../../modules/product-reviews/service.js';
import { adminReviewToWire, productReviewPageToWire, productReviewToWire } from './wire.js';

/** Anyone reads a product's reviews. */
const shopperRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const viewer = await app.bearerViewer(request);
      const view = await productReviewsPage(app.services, request.params.id, request.query, viewer?.id ?? null);
      return productReviewPageToWire(view, request.query);
    },
  );
};

/** Buyers write reviews; signed-in shoppers mark them helpful. */
const signedInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const { catalog } = app.services;

  app.post(
    '/service/:id/reviews',
    {
      // Only buyers: decided before the body is looked at.
      preValidation: async (request) => {
        const params = idParamsSchema.safeParse(request.params);
        if (!params.success) return; // validation answers 400
        await catalog.getByIdOrName(params.data.id); // a product on sale, or 404
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
      schema: {
        tags: ['product reviews'],
        security: bearer,
        description: 'Marks a review helpful for the caller, once (again changes nothing). Your own review: 403.',
        params: idParamsSchema,
        response: { 200: helpfulResultSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ helpful: await app.flows.markReviewHelpful(request.viewer!, request.params.id) }),
  );
};

/** Admins moderate: every review, newest first; hide or show one. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { productReviews } = app.services;
  const toAdminWire = async (rows: ProductReviewRow[]) => (await adminReviews(app.services, rows)).map(adminReviewToWire);

  app.get(
    '/admin/reviews',
    {
      config: { permission: 'reviews:moderate' },
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
      config: { permission: 'reviews:moderate' },
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
      const row = await app.flows.moderateReview(request.viewer!, request.params.id, request.body);
      return (await toAdminWire([row]))[0]!;
    },
  );
};

export const productReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(shopperRoutes);
  await app.register(signedInRoutes);
  await app.register(adminRoutes);
};
