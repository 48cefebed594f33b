import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartItemUpdateSchema, cartMergeSchema, cartSchema, productIdParamsSchema } from '../../../shared/schemas/cart.js';
import { bearer, errors } from '../../lib/http.js';
import { cartToWire } from './wire.js';

/** The signed-in customer's cart (a guest's cart lives in the browser until sign-in merges it). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const { viewCart, setCartItem, mergeCart } = app.flows;
  const schema = { tags: ['cart'], security: bearer };

  app.get('/cart', { schema: { ...schema, response: { 200: cartSchema, ...errors(401) } } }, async (request) =>
    cartToWire(await viewCart(request.viewer!)),
  );

  app.put(
    '/cart/items/:productId',
    {
      schema: {
        ...schema,
        description: 'Sets a line’s quantity (0 removes it). More than the stock holds is a 409; an unknown or archived product a 404.',
        params: productIdParamsSchema,
        body: cartItemUpdateSchema,
        response: { 200: cartSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) =>
      cartToWire(await setCartItem(request.viewer!, request.params.productId, request.body.quantity, request.body.laptopId ?? null)),
  );

  app.delete(
    '/cart/items/:productId',
    { schema: { ...schema, params: productIdParamsSchema, response: { 200: cartSchema, ...errors(400, 401) } } },
    async (request) => cartToWire(await setCartItem(request.viewer!, request.params.productId, 0)),
  );

  app.post(
    '/cart/merge',
    {
      schema: {
        ...schema,
        description: 'Adds a guest cart to the account’s at sign-in: quantities added, each capped at the stock.',
        body: cartMergeSchema,
        response: { 200: cartSchema, ...errors(400, 401, 409) },
      },
    },
    async (request) => cartToWire(await mergeCart(request.viewer!, request.body.items)),
  );
};
