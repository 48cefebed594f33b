import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryInputSchema } from '../../../shared/schemas/address.js';
import { checkoutInputSchema, quoteQuerySchema, quoteSchema } from '../../../shared/schemas/checkout.js';
import { orderSchema } from '../../../shared/schemas/order.js';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { orderView } from '../../flows/reads/orders.js';
import { bearer, errors } from '../../lib/http.js';
import { orderWriteLimiter } from '../../plugins/write-limits.js';
import { orderToWire, orderViewToWire } from '../orders/wire.js';
import { quoteToWire } from './wire.js';

/** The checkout: the cart priced for a delivery and placed as one order. */
const cartCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const { priceOrder, placeOrder } = app.flows;
  const currency = app.config.PAYMENT_CURRENCY;

  app.post(
    '/checkout/quote',
    {
      schema: {
        tags: ['checkout'],
        security: bearer,
        description:
          'What the cart (or `productId` × `quantity`: Order Now) costs delivered so: lines, subtotal, the discounts (sale prices, the best automatic promotion, `discountCode`), shipping, tax (on subtotal - discount + shipping) and total, computed by the server; then what store credit (`useStoreCredit`, first) and gift cards (`giftCardCodes`, in order) pay, and `amountDue` by card. A code that does not apply is a 409 saying why (`code: DISCOUNT_CODE`, `fields.discountCode`); a gift card that cannot pay too (`code: GIFT_CARD`, `fields.giftCardCodes`).',
        querystring: quoteQuerySchema,
        body: checkoutInputSchema,
        response: { 200: quoteSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { productId, quantity } = request.query;
      const lines = productId ? { lines: [{ productId, quantity }] } : { fromCart: true };
      const { discountCode, giftCardCodes, useStoreCredit, ...delivery } = request.body;
      const priced = await priceOrder(request.viewer!, { delivery, discountCode, giftCardCodes, useStoreCredit, ...lines });
      return quoteToWire(priced, currency);
    },
  );

  app.post(
    '/checkout',
    {
      preValidation: orderWriteLimiter(app),
      schema: {
        tags: ['checkout'],
        security: bearer,
        description:
          'Places the cart as one order (every line’s units or none; 409 names a short line) and empties it, priced as the quote prices it (with `discountCode`: one code per order; 409 when it does not apply or was just used up). Store credit and gift cards are taken off their balances now (409 when one changed since the quote); `amountDue` is paid by card next, and an order they pay in full is paid at once (status `paid`).',
        body: checkoutInputSchema,
        response: { 201: orderSchema, ...errors(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { discountCode, giftCardCodes, useStoreCredit, ...delivery } = request.body;
      const order = await placeOrder(request.viewer!, { delivery, discountCode, giftCardCodes, useStoreCredit, fromCart: true });
      return reply.status(201).send(orderToWire(order));
    },
  );
};

/** An unpaid order (Order Now's) given its delivery afterwards. */
const orderDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const { setDelivery } = app.flows;

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

/** The checkout, and an order's delivery given afterwards. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cartCheckoutRoutes);
  await app.register(orderDeliveryRoutes);
};
