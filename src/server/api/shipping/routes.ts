import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { deleteResultSchema } from '../../../shared/schemas/order.js';
import {
  adminShippingOptionSchema,
  countryParamsSchema,
  shippingOptionInputSchema,
  taxRateInputSchema,
  taxRateSchema,
} from '../../../shared/schemas/shipping.js';
import { bearer, errors } from '../../lib/http.js';
import { toBasisPoints } from '../../modules/shipping/service.js';
import { adminShippingOptionToWire, shippingOptionFromWire, taxRateToWire } from './wire.js';

const tags = ['shipping'];
const base = { tags, security: bearer };

/** Admins' shipping options: name, price, free above, days, countries, batteries. */
const shippingOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { shipping } = app.services;
  const { createShippingOption } = app.flows;

  app.get(
    '/admin/shipping-options',
    {
      config: { permission: 'shipping:write' },
      schema: {
        ...base,
        description: 'Every shipping option in use, by name (archived ones are left out).',
        response: { 200: z.array(adminShippingOptionSchema), ...errors(401, 403) },
      },
    },
    async () => (await shipping.listAll()).map(adminShippingOptionToWire),
  );

  app.post(
    '/admin/shipping-options',
    {
      config: { permission: 'shipping:write' },
      schema: {
        ...base,
        description: 'Adds a shipping option; countries empty (or left out) means every country.',
        body: shippingOptionInputSchema,
        response: { 201: adminShippingOptionSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const created = await createShippingOption(request.viewer!, shippingOptionFromWire(request.body));
      return reply.status(201).send(adminShippingOptionToWire(created));
    },
  );
};

/** Admins change and withdraw shipping options. */
const shippingOptionChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { updateShippingOption } = app.flows;

  app.put(
    '/admin/shipping-options/:id',
    {
      config: { permission: 'shipping:write' },
      schema: {
        ...base,
        description: 'Replaces an option; orders already placed keep the price they were charged.',
        params: idParamsSchema,
        body: shippingOptionInputSchema,
        response: { 200: adminShippingOptionSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) =>
      adminShippingOptionToWire(await updateShippingOption(request.viewer!, request.params.id, shippingOptionFromWire(request.body))),
  );

  app.delete(
    '/admin/shipping-options/:id',
    {
      config: { permission: 'shipping:write' },
      schema: {
        ...base,
        description: 'Withdraws an option: it is archived, so the orders that used it still name it.',
        params: idParamsSchema,
        response: { 200: deleteResultSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await app.flows.archiveShippingOption(request.viewer!, request.params.id);
      return { deletedCount: 1 };
    },
  );
};

/** Admins' tax rates per destination country (a fraction on the wire, basis points in the database). */
const taxRateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { shipping } = app.services;

  app.get(
    '/admin/tax-rates',
    {
      config: { permission: 'tax:write' },
      schema: { tags, security: bearer, response: { 200: z.array(taxRateSchema), ...errors(401, 403) } },
    },
    async () => (await shipping.listTaxRates()).map(taxRateToWire),
  );

  app.put(
    '/admin/tax-rates/:country',
    {
      config: { permission: 'tax:write' },
      schema: {
        tags,
        security: bearer,
        description: "Sets a country's rate (0 to 0.5, at most 4 decimals), applied to subtotal + shipping.",
        params: countryParamsSchema,
        body: taxRateInputSchema,
        response: { 200: taxRateSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => taxRateToWire(await app.flows.setTaxRate(request.viewer!, request.params.country, toBasisPoints(request.body.rate))),
  );

  app.delete(
    '/admin/tax-rates/:country',
    {
      config: { permission: 'tax:write' },
      schema: {
        tags,
        security: bearer,
        description: 'Removes a rate: the country pays no tax from then on.',
        params: countryParamsSchema,
        response: { 200: deleteResultSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await app.flows.deleteTaxRate(request.viewer!, request.params.country);
      return { deletedCount: 1 };
    },
  );
};

/** Shipping options and tax rates, for admins only: the guard runs on request, before any validation. */
export const shippingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(shippingOptionRoutes);
  await app.register(shippingOptionChangeRoutes);
  await app.register(taxRateRoutes);
};
