import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { PART_ATTRIBUTES } from '../../../shared/part-attributes.js';
import {
  addQuantitySchema,
  attributeDefinitionsSchema,
  productCreateSchema,
  productDeleteResultSchema,
  productDetailSchema,
  productPageSchema,
  productQuerySchema,
  productSchema,
  productUpdateSchema,
} from '../../../shared/schemas/product.js';
import { bearer, errors } from '../../lib/http.js';
import { productDetailQuerySchema } from '../../../shared/schemas/laptop-fit.js';
import { productFit, searchCatalog } from '../../flows/reads/laptop-fit.js';
import { productDetail } from '../../flows/reads/product-detail.js';
import { salesNow } from '../../flows/reads/sales.js';
import { feedRoutes } from './feed-routes.js';
import { fitmentCheckRoutes } from './fitment-check-routes.js';
import { fitmentRoutes } from './fitment-routes.js';
import { catalogQueryFromWire, newProductFromWire, productChangesFromWire, productDetailToWire, productToWire } from './wire.js';

/** GET /api/service without paging answers at most this many products (the newest). */
const PLAIN_LIST_MAX = 500;

/** The part attributes of each category (issue 31): public, the same for everyone. */
const attributeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalog/attributes',
    {
      schema: {
        tags: ['products'],
        description:
          'Each category\'s part attributes: `{ [category]: [{ name, type: "enum"|"number"|"boolean", unit?, values?, min?, max? }] }`. ' +
          '`POST /api/service` and `PATCH /api/service/{id}` check `attributes` against them.',
        response: { 200: attributeDefinitionsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return PART_ATTRIBUTES;
    },
  );
};

/** The shop's products, for everyone (cached until a write changes them). */
const SERVICE_LIST_DESCRIPTION =
  "Without parameters: every product, newest first (the spec's plain array). With search, category, model, laptop, sort, page or limit: one page plus the total. " +
  '`laptop`: only parts that fit that model, listed by the shop or by specification (memory, storage, screens, batteries, chargers), each with its `fit`. ' +
  '`attr.<name>=<value>[,<value>]` (with `category`): only parts with that attribute value (`GET /api/catalog/attributes` names them); ' +
  '`facets=1`: also `facets`, per attribute of the category each value the matches have and how many (a filtered attribute counted without its own filter).';

const productReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = app.services;

  app.get(
    '/service',
    {
      config: { cache: 'products' },
      schema: {
        tags: ['products'],
        description: SERVICE_LIST_DESCRIPTION,
        querystring: productQuerySchema,
        response: { 200: z.union([z.array(productSchema), productPageSchema]), ...errors(400) },
      },
    },
    async (request, reply) => {
      const paged = Object.values(request.query).some((v) => v !== undefined);
      const saleOf = salesNow(app.services);
      if (paged) {
        const [page, sales] = await Promise.all([searchCatalog(app.services, catalogQueryFromWire(request.query)), saleOf]);
        const { fits, ...rest } = page;
        return {
          ...rest,
          items: page.items.map((p) => ({ ...productToWire(p, sales(p)), ...(fits?.has(p.id) ? { fit: fits.get(p.id)! } : {}) })),
        };
      }
      // The spec's plain array, bounded: the total and the paged call that reaches the rest go in headers.
      const [{ items, total }, sales] = await Promise.all([catalog.list(PLAIN_LIST_MAX), saleOf]);
      const pages = [`</api/service?page=1&limit=100>; rel="first"`];
      if (total > PLAIN_LIST_MAX) pages.push(`</api/service?page=${PLAIN_LIST_MAX / 100 + 1}&limit=100>; rel="next"`);
      reply.header('x-total-count', String(total)).header('link', pages.join(', '));
      return items.map((p) => productToWire(p, sales(p)));
    },
  );

  app.get(
    '/service/:id',
    {
      config: { cache: 'products', cacheGuestsOnly: true },
      schema: {
        tags: ['products'],
        security: bearer,
        description:
          'A product by id (or by name, as the spec allows), with its part numbers, the laptop models it fits and, for a signed-in caller, `restockAlert`. ' +
          'With `laptop` (a model id): `fit`, whether it fits that model, where the answer comes from (listed, spec, unknown) and why.',
        params: z.object({ id: z.string().min(1).max(300) }),
        querystring: productDetailQuerySchema,
        response: { 200: productDetailSchema, ...errors(404) },
      },
    },
    async (request) => {
      const [row, viewer] = await Promise.all([catalog.getByIdOrName(request.params.id), app.bearerViewer(request)]);
      const { laptop } = request.query;
      const [detail, fit] = await Promise.all([
        productDetail(app.services, row, viewer?.id ?? null),
        laptop ? productFit(app.services, row, laptop) : null,
      ]);
      return { ...productDetailToWire(detail), ...(fit ? { fit } : {}) };
    },
  );
};

/** Admins add products. */
const productCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/service',
    {
      config: { permission: 'products:write' },
      // The flow drops the cached answers itself.
      schema: {
        tags: ['products'],
        security: bearer,
        description:
          'Add a product. `compatibleModels` names laptop models the shop knows ("Lenovo ThinkPad T480" or "ThinkPad T480", any case): ' +
          'they become its fitment. An unknown name: 400, nothing added.',
        body: productCreateSchema,
        response: { 201: productSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const created = await app.flows.createProduct(request.viewer!, newProductFromWire(request.body), request.body.compatibleModels);
      return reply.status(201).send(productToWire(created));
    },
  );
};

/** Admins restock, edit and remove products. */
const productChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/service/:id',
    {
      config: { permission: 'products:write' },
      // The flow drops the cached answers itself.
      schema: {
        tags: ['products'],
        security: bearer,
        description:
          'Add Quantity: units received are added to Quantity and TotalQuentity; shoppers waiting for the part get one e-mail each.',
        params: idParamsSchema,
        body: addQuantitySchema,
        response: { 200: productSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => productToWire(await app.flows.receiveStock(request.viewer!, request.params.id, request.body.Quantity)),
  );

  app.patch(
    '/service/:id',
    {
      config: { permission: 'stock:write' },
      // The flow drops the cached answers itself.
      schema: {
        tags: ['products'],
        security: bearer,
        description:
          'Edit a product (the fields sent); stock changes only through Add Quantity and orders. `compatibleModels`, when sent, ' +
          'names the laptop models it fits (its fitment becomes exactly those; notes kept); an unknown name: 400, nothing changed.',
        params: idParamsSchema,
        body: productUpdateSchema,
        response: { 200: productSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) =>
      productToWire(
        await app.flows.updateProduct(
          request.viewer!,
          request.params.id,
          productChangesFromWire(request.body),
          request.body.compatibleModels,
        ),
      ),
  );

  app.delete(
    '/service/:id',
    {
      config: { permission: 'products:write' },
      // The flow drops the cached answers itself.
      schema: {
        tags: ['products'],
        security: bearer,
        description: 'Delete a product; one with orders is archived instead (hidden from the shop, kept on its orders).',
        params: idParamsSchema,
        response: { 200: productDeleteResultSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ deletedCount: 1, archived: await app.flows.removeProduct(request.viewer!, request.params.id) }),
  );
};

/** Products, at the spec's /service paths. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(productReadRoutes);
  await app.register(attributeRoutes);
  await app.register(productCreateRoutes);
  await app.register(productChangeRoutes);
  await app.register(fitmentRoutes);
  await app.register(fitmentCheckRoutes);
  await app.register(feedRoutes);
};
