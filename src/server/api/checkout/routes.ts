import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryInputSchema } from '../../../shared/schemas/address.js';
import { quoteSchema, type Quote } from '../../../shared/schemas/checkout.js';
import { orderSchema } from '../../../shared/schemas/order.js';
import { toDollars } from '../../../shared/money.js';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { bearer, errors } from '../../lib/http.js';
import { lineToWire, orderToWire, orderWire } from '../orders/routes.js';
import type { NewOrder } from '../../modules/orders/service.js';

/** A priced order before it is placed (the checkout summary). */
function quoteToWire(o: NewOrder, currency: string): Quote {
  const delivery = o.delivery!;
  return {
    lines: o.lines.map(lineToWire),
    subtotal: toDollars(o.subtotalCents),
    shipping: toDollars(delivery.shippingCents),
    tax: toDollars(delivery.taxCents),
    taxRate: delivery.taxRateBasisPoints / 10_000,
    cost: toDollars(o.totalCents),
    currency: currency.toUpperCase(),
    shippingAddress: delivery.address,
    shippingOption: { _id: delivery.shippingOptionId, name: delivery.shippingOptionName, days: delivery.shippingDays },
  };
}

/** The checkout: the cart priced for a delivery and placed as one order; an order's delivery given afterwards. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const { quoteCheckout, checkout, setDelivery } = app.flows;
  const currency = app.config.PAYMENT_CURRENCY;

  app.post(
    '/checkout/quote',
    {
      schema: {
        tags: ['checkout'],
        security: bearer,
        description:
          'What the cart costs delivered so: lines, subtotal, shipping, tax (on subtotal + shipping) and total, computed by the server.',
        body: deliveryInputSchema,
        response: { 200: quoteSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => quoteToWire(await quoteCheckout(request.viewer!, request.body), currency),
  );

  app.post(
    '/checkout',
    {
      schema: {
        tags: ['checkout'],
        security: bearer,
        description: 'Places the cart as one order (every line’s units or none; 409 names a short line) and empties it. Pay it next.',
        body: deliveryInputSchema,
        response: { 201: orderSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(orderToWire(await checkout(request.viewer!, request.body))),
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
    async (request) =>
      orderWire(app.services, app.config.RETURN_WINDOW_DAYS).one(await setDelivery(request.params.id, request.viewer!, request.body)),
  );
};
