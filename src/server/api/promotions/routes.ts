import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import {
  activePromotionSchema,
  promotionInputSchema,
  promotionSchema,
  promotionUpdateSchema,
  promotionUsageSchema,
} from '../../../shared/schemas/promotion.js';
import { bearer, errors } from '../../lib/http.js';
import { activePromotionToWire, promotionChangesFromWire, promotionFromWire, promotionToWire, usageToWire } from './wire.js';

const tags = ['promotions'];
const admin = { tags, security: bearer };

/** The automatic promotions running now, for everyone (never a code). */
const activePromotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { promotions } = app.services;
  app.get(
    '/promotions/active',
    {
      // Dropped with the product answers: by every promotion write and when one starts or ends.
      config: { cache: 'products' },
      schema: {
        tags,
        description: 'The automatic promotions running now: what they take off and from which parts (codes are never listed).',
        response: { 200: z.array(activePromotionSchema) },
      },
    },
    async () => (await promotions.running()).map(activePromotionToWire),
  );
};

/** Staff with promotions:write list promotions and read one, with its orders. */
const promotionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { promotions } = app.services;

  app.get(
    '/admin/promotions',
    {
      config: { permission: 'promotions:write' },
      schema: {
        ...admin,
        description: 'Every promotion, running and to come first, with its uses, what it took off and the revenue of its orders.',
        response: { 200: z.array(promotionSchema), ...errors(401, 403) },
      },
    },
    async () => (await promotions.list()).map(promotionToWire),
  );

  app.get(
    '/admin/promotions/:id',
    {
      config: { permission: 'promotions:write' },
      schema: {
        ...admin,
        description: 'A promotion with its figures.',
        params: idParamsSchema,
        response: { 200: promotionSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => promotionToWire(await promotions.get(request.params.id)),
  );

  app.get(
    '/admin/promotions/:id/usage',
    {
      config: { permission: 'promotions:write' },
      schema: {
        ...admin,
        description: 'The orders placed with a promotion that still count (not cancelled or expired), newest first.',
        params: idParamsSchema,
        response: { 200: promotionUsageSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const promotion = await promotions.get(request.params.id);
      return usageToWire(promotion.uses, await promotions.usage(promotion.id));
    },
  );
};

/** Staff start, change, pause and end promotions. */
const promotionChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { promotions } = app.services;
  const { createPromotion, updatePromotion, endPromotion } = app.flows;

  app.post(
    '/admin/promotions',
    {
      config: { permission: 'promotions:write' },
      schema: {
        ...admin,
        description:
          'Starts a promotion: with `code` a discount code (matched without case), without one an automatic promotion. `value`: a percentage for `percentage`, an amount for `fixed`, none for `free_shipping`.',
        body: promotionInputSchema,
        response: { 201: promotionSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const row = await createPromotion(request.viewer!, promotionFromWire(request.body));
      return reply.status(201).send(promotionToWire(await promotions.get(row.id)));
    },
  );

  app.put(
    '/admin/promotions/:id',
    {
      config: { permission: 'promotions:write' },
      schema: {
        ...admin,
        description: 'Changes the fields sent (`paused: true` pauses it, `false` resumes it); orders already placed keep what they got.',
        params: idParamsSchema,
        body: promotionUpdateSchema,
        response: { 200: promotionSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const stored = await promotions.get(request.params.id);
      await updatePromotion(request.viewer!, stored.id, promotionChangesFromWire(request.body, stored));
      return promotionToWire(await promotions.get(stored.id));
    },
  );

  app.delete(
    '/admin/promotions/:id',
    {
      config: { permission: 'promotions:write' },
      schema: {
        ...admin,
        description: 'Ends a promotion for good; it is kept, with its figures, for the orders that used it.',
        params: idParamsSchema,
        response: { 200: promotionSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      await endPromotion(request.viewer!, request.params.id);
      return promotionToWire(await promotions.get(request.params.id));
    },
  );
};

export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(activePromotionRoutes);
  await app.register(promotionAdminRoutes);
  await app.register(promotionChangeRoutes);
};
