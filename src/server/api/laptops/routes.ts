import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { laptopFitDetailSchema } from '../../../shared/schemas/laptop-fit.js';
import {
  IDENTIFY_MAX_BYTES,
  identifyRequestSchema,
  identifyResultSchema,
  laptopAdminQuerySchema,
  laptopIdParamsSchema,
  laptopPageSchema,
  laptopSchema,
  laptopSearchQuerySchema,
  laptopWriteSchema,
  savedLaptopCreateSchema,
} from '../../../shared/schemas/laptop.js';
import { laptopDetail } from '../../flows/reads/laptop-detail.js';
import { IDENTIFY_MAX_VALUES } from '../../modules/laptops/identify.js';
import { bearer, errors } from '../../lib/http.js';
import { laptopFitRoutes } from './fit-routes.js';
import { laptopDetailToWire, laptopToWire } from './wire.js';

/** Laptop models: search, one model with its parts per category, identify-my-laptop. */
const laptopPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { laptops } = app.services;

  app.get(
    '/laptops',
    {
      schema: {
        tags: ['laptops'],
        description:
          'Laptop models matching a brand, family, model or identifier (typo-tolerant: t48, thinkpad t480 and 20L5 find the T480), ' +
          'best match first, at most 20.',
        querystring: laptopSearchQuerySchema,
        response: { 200: z.array(laptopSchema), ...errors(400) },
      },
    },
    async (request) => (await laptops.search(request.query.search)).map(laptopToWire),
  );

  app.get(
    '/laptops/:id',
    {
      // Every change to a model, its fitment or the parts' stock drops 'products' (flows/laptop-fitment.ts, the order flows).
      config: { cache: 'products' },
      schema: {
        tags: ['laptops'],
        description:
          'A laptop model, how many parts on sale are listed for it per category, its specification (`spec`, null: not known) and ' +
          'its upgrade planner (`planner`: per slot the specification covers, what it takes in words and up to 6 parts in stock that fit, each with its `fit`).',
        params: idParamsSchema,
        response: { 200: laptopFitDetailSchema, ...errors(400, 404) },
      },
    },
    async (request) => laptopDetailToWire(await laptopDetail(app.services, request.params.id)),
  );

  app.post(
    '/laptops/identify',
    {
      // A little room for the JSON around the text; more is a 413 before anything reads it.
      bodyLimit: IDENTIFY_MAX_BYTES * 2 + 1024,
      // A person pastes one output, maybe a few: 20 a minute per IP is plenty (429 with Retry-After beyond).
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['laptops'],
        description:
          'Finds the laptop model in what a system command printed (Linux sysfs DMI files, wmic, Get-CimInstance, system_profiler). ' +
          'Lines with serial numbers or UUIDs are dropped first; the text is never stored or logged. ' +
          `At most ${IDENTIFY_MAX_VALUES} distinct values are read from the text; 20 requests a minute per IP.`,
        body: identifyRequestSchema,
        response: { 200: identifyResultSchema, ...errors(400, 413, 429) },
      },
    },
    async (request) => {
      // The models are indexed once per version of 'products' (every write to them drops it, on any instance).
      const matches = await laptops.identify(request.body.text, app.responseCache.versions()?.products ?? null);
      return { matches: matches.map((m) => ({ laptop: laptopToWire(m.laptop), confidence: m.confidence, matchedOn: m.matchedOn })) };
    },
  );
};

/** "My laptops": the models a signed-in customer saved. */
const savedLaptopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const { laptops } = app.services;

  app.get(
    '/me/laptops',
    { schema: { tags: ['laptops'], security: bearer, response: { 200: z.array(laptopSchema), ...errors(401) } } },
    async (request) => (await laptops.saved(request.viewer!.id)).map(laptopToWire),
  );

  app.post(
    '/me/laptops',
    {
      schema: {
        tags: ['laptops'],
        security: bearer,
        description: 'Saves a laptop model to the account (saving it again changes nothing); at most 10.',
        body: savedLaptopCreateSchema,
        response: { 201: laptopSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(laptopToWire(await laptops.save(request.viewer!.id, request.body.laptopId))),
  );

  app.delete(
    '/me/laptops/:laptopId',
    {
      schema: {
        tags: ['laptops'],
        security: bearer,
        params: laptopIdParamsSchema,
        response: { 200: z.object({ deleted: z.boolean() }), ...errors(400, 401) },
      },
    },
    async (request) => ({ deleted: await laptops.unsave(request.viewer!.id, request.params.laptopId) }),
  );
};

/** Admins manage laptop models (the parts that fit one follow its name). */
const laptopAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['laptops'], security: bearer };

  app.get(
    '/admin/laptops',
    {
      config: { permission: 'fitment:write' },
      schema: {
        ...schema,
        description:
          'Every laptop model, by brand, family and model, one page at a time. `search` keeps the models whose brand, family, model ' +
          'or identifiers hold every word typed, or that an identifier names (20L5CTO1WW finds 20L5).',
        querystring: laptopAdminQuerySchema,
        response: { 200: laptopPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { search, page, limit } = request.query;
      const found = await app.services.laptops.page({ search, page, limit });
      return { items: found.items.map(laptopToWire), total: found.total, page, limit };
    },
  );

  app.post(
    '/admin/laptops',
    {
      // A new model is one identify must find, on every instance: the flow drops 'products', which the models' index follows.
      config: { permission: 'fitment:write' },
      schema: { ...schema, body: laptopWriteSchema, response: { 201: laptopSchema, ...errors(400, 401, 403, 409) } },
    },
    async (request, reply) => reply.status(201).send(laptopToWire(await app.flows.createLaptop(request.viewer!, request.body))),
  );

  app.put(
    '/admin/laptops/:id',
    {
      config: { permission: 'fitment:write' },
      schema: {
        ...schema,
        params: idParamsSchema,
        body: laptopWriteSchema,
        response: { 200: laptopSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => laptopToWire(await app.flows.updateLaptop(request.viewer!, request.params.id, request.body)),
  );

  app.delete(
    '/admin/laptops/:id',
    {
      config: { permission: 'fitment:write' },
      schema: {
        ...schema,
        description: 'Removes a laptop model, its fitment and the accounts’ saved copies.',
        params: idParamsSchema,
        response: { 200: z.object({ deleted: z.boolean() }), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await app.flows.deleteLaptop(request.viewer!, request.params.id);
      return { deleted: true };
    },
  );
};

export const laptopRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(laptopPublicRoutes);
  await app.register(savedLaptopRoutes);
  await app.register(laptopAdminRoutes);
  await app.register(laptopFitRoutes);
};
