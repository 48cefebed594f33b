import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressInputSchema, addressSchema } from '../../../shared/schemas/address.js';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { deleteResultSchema } from '../../../shared/schemas/order.js';
import { bearer, errors } from '../../lib/http.js';
import { writeLimiter } from '../../plugins/write-limits.js';
import { addressToWire } from './wire.js';

const addressReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { addresses } = app.services;

  app.get(
    '/addresses',
    {
      schema: {
        tags: ['addresses'],
        security: bearer,
        description: "The caller's addresses, the default first, then newest.",
        response: { 200: z.array(addressSchema), ...errors(401) },
      },
    },
    async (request) => (await addresses.list(request.viewer!.id)).map(addressToWire),
  );
};

const addressWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { addresses } = app.services;
  // Generous for a person editing their book; a script churning add/delete runs into it.
  const limitWrites = writeLimiter(app, 'address', { perAccount: 30, perIp: 100 });

  app.post(
    '/addresses',
    {
      preHandler: limitWrites,
      schema: {
        tags: ['addresses'],
        security: bearer,
        description: 'Adds an address (at most 20). The first one, or one sent with isDefault true, becomes the default.',
        body: addressInputSchema,
        response: { 201: addressSchema, ...errors(400, 401, 409, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(addressToWire(await addresses.create(request.viewer!.id, request.body))),
  );

  app.put(
    '/addresses/:id',
    {
      preHandler: limitWrites,
      schema: {
        tags: ['addresses'],
        security: bearer,
        description: 'Replaces an address; isDefault true makes it the default (the default stays one until another is chosen).',
        params: idParamsSchema,
        body: addressInputSchema,
        response: { 200: addressSchema, ...errors(400, 401, 404, 429) },
      },
    },
    async (request) => addressToWire(await addresses.update(request.viewer!.id, request.params.id, request.body)),
  );

  app.delete(
    '/addresses/:id',
    {
      preHandler: limitWrites,
      schema: {
        tags: ['addresses'],
        security: bearer,
        description: 'Deletes an address; orders keep their own copy. Deleting the default makes the newest remaining one the default.',
        params: idParamsSchema,
        response: { 200: deleteResultSchema, ...errors(400, 401, 404, 429) },
      },
    },
    async (request) => {
      await addresses.remove(request.viewer!.id, request.params.id);
      return { deletedCount: 1 };
    },
  );
};

/** The signed-in customer's address book (checkout picks from it; My Profile edits it). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  await app.register(addressReadRoutes);
  await app.register(addressWriteRoutes);
};
