import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryInputSchema } from '../../../shared/schemas/address.js';
import { quoteQuerySchema, quoteSchema } from '../../../shared/schemas/checkout.js';
import { orderSchema } from '../../../shared/schemas/order.js';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { orderView } from '../../flows/reads/orders.js';
import { bearer, errors } from '../../lib/http.js';
import { orderWriteLimiter } from '../../plugins/write-limits.js';
import { orderToWire, orderViewToWire } from '../orders/wire.js';
import { quoteToWire } from './wire.js';

/** The checkout: the cart priced for a delivery and placed as one order; an order's delivery given afterwards. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const { priceOrder, placeOrder, setDelivery } = app.flows;
  const currency = app.config.PAYMENT_CURRENCY;

  app.post(
    '/checkout/quote',
    {
      schema: {
        tags: ['checkout'],
        security: bearer,
        description:
          'What the cart (or `productId` × `quantity`: Order Now) costs delivered so: lines, subtotal, shipping, tax (on subtotal + shipping) and total, computed by the server.',
        querystring: quoteQuerySchema,
        body: deliveryInputSchema,
        response: { 200: quoteSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { productId, quantity } = request.query;
      const lines = productId ? { lines: [{ productId, quantity }] } : { fromCart: true };
      return quoteToWire(await priceOrder(request.viewer!, { delivery: request.body, ...lines }), currency);
    },
  );

  app.post(
    '/checkout',
    {
      preValidation: orderWriteLimiter(app),
      schema: {
        tags: ['checkout'],
        security: bearer,
        description: 'Places the cart as one order (every line’s units or none; 409 names a short line) and empties it. Pay it next.',
        body: deliveryInputSchema,
        response: { 201: orderSchema, ...errors(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(orderToWire(await placeOrder(request.viewer!, { delivery: request.body, fromCart: true }))),
  );

  app.put(
    '/order/:id/delivery',
    {
      schema: {
        tags: ['orders'],
        security: bearer,
        description:
          "Gives the caller's unpaid order a delivery address and shipping option; shipping, tax and the total are worked out again.",
        params: idParamsSchema,
        body: deliveryInputSchema,
        response: { 200: orderSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const order = await setDelivery(request.params.id, request.viewer!, request.body);
      return orderViewToWire(await orderView(app.services, order), app.config.RETURN_WINDOW_DAYS);
    },
  );
};
