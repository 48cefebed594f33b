import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryInputSchema } from '../../../shared/schemas/address.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiMessages } from '../../../shared/messages.js';
import {
  checkoutInputSchema,
  guestCheckoutSchema,
  quoteQuerySchema,
  quoteSchema,
  type CheckoutBody,
} from '../../../shared/schemas/checkout.js';
import type { OrderRequest } from '../../flows/place-order.js';
import { HttpError } from '../../lib/errors.js';
import { guestViewer, type Viewer } from '../../lib/viewer.js';
import { clientAddress } from '../../plugins/security.js';
import { orderSchema, placedOrderSchema } from '../../../shared/schemas/order.js';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { orderView } from '../../flows/reads/orders.js';
import { bearer, errors } from '../../lib/http.js';
import { orderWriteLimiter } from '../../plugins/write-limits.js';
import { orderToWire, orderViewToWire } from '../orders/wire.js';
import { quoteToWire } from './wire.js';

/**
 * Who checks out: the signed-in customer (their cart), or, without a session, a guest (issue 30:
 * the e-mail and the lines come in the body) while the owner allows guest checkout. A route's
 * onRequest hook: a guest is told before anything else is read when guests may not check out.
 */
function checkoutViewer(app: FastifyInstance) {
  return async function shopperOrGuest(request: FastifyRequest) {
    await app.optionalUser(request);
    if (!request.viewer && !(await app.services.settings.guestCheckout())) {
      throw new HttpError(401, apiMessages.guestCheckoutOff, 'GUEST_CHECKOUT_OFF');
    }
  };
}

/** The order asked for: a guest's lines (their e-mail as the viewer's), or the signed-in customer's cart. */
function orderAsked(request: FastifyRequest, body: CheckoutBody): { viewer: Viewer; request: OrderRequest } {
  const { discountCode, giftCardCodes, useStoreCredit, email: _email, items: _items, ...delivery } = body;
  const paying = { delivery, discountCode, giftCardCodes, useStoreCredit };
  if (request.viewer) return { viewer: request.viewer, request: { ...paying, fromCart: true } };
  const guest = guestCheckoutSchema.parse(body);
  const lines = guest.items.map((i) => ({ productId: i.productId, quantity: i.quantity, laptopId: i.laptopId ?? null }));
  const meta = { ip: clientAddress(request, request.server.config.TRUST_PROXY), requestId: request.id };
  return { viewer: guestViewer(guest.email, null, meta), request: { ...paying, lines, asCart: true } };
}

/** The checkout: the cart (a guest's: its lines) priced for a delivery and placed as one order. */
const cartCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', checkoutViewer(app));
  const { priceOrder, placeOrder } = app.flows;
  const currency = app.config.PAYMENT_CURRENCY;

  app.post(
    '/checkout/quote',
    {
      schema: {
        tags: ['checkout'],
        security: bearer,
        description:
          'What the cart (or `productId` × `quantity`: Order Now) costs delivered so: lines, subtotal, the discounts (sale prices, the best automatic promotion, `discountCode`), shipping, tax (on subtotal - discount + shipping) and total, computed by the server; then what store credit (`useStoreCredit`, first) and gift cards (`giftCardCodes`, in order) pay, and `amountDue` by card. A code that does not apply is a 409 saying why (`code: DISCOUNT_CODE`, `fields.discountCode`); a gift card that cannot pay too (`code: GIFT_CARD`, `fields.giftCardCodes`). Without a session (a guest, while the owner allows guest checkout; otherwise 401 `GUEST_CHECKOUT_OFF`): the body also carries `email` and `items: [{ productId, quantity, laptopId? }]` (the browser’s cart), a delivery `address` (no `addressId`) and no store credit.',
        querystring: quoteQuerySchema,
        body: checkoutInputSchema,
        response: { 200: quoteSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { productId, quantity } = request.query;
      const asked = orderAsked(request, request.body);
      // Order Now's one product instead of the cart (a signed-in customer's).
      const lines = productId && request.viewer ? { lines: [{ productId, quantity }], fromCart: false } : {};
      return quoteToWire(await priceOrder(asked.viewer, { ...asked.request, ...lines }), currency);
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
          'Places the cart as one order (every line’s units or none; 409 names a short line) and empties it, priced as the quote prices it (with `discountCode`: one code per order; 409 when it does not apply or was just used up). Store credit and gift cards are taken off their balances now (409 when one changed since the quote); `amountDue` is paid by card next, and an order they pay in full is paid at once (status `paid`). A guest (see the quote) places their `items`; the answer carries `guestToken`, the key of the order’s link (`/api/guest/orders/{guestToken}`), also mailed with the confirmation. Guests are held to the same limits as accounts, by e-mail and by address.',
        body: checkoutInputSchema,
        response: { 201: placedOrderSchema, ...errors(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const asked = orderAsked(request, request.body);
      const order = await placeOrder(asked.viewer, asked.request);
      // A guest's order answers the token of its link: the way back to it without an account.
      const guest = order.userId === null ? { guestToken: app.services.orders.guestToken(order) } : {};
      return reply.status(201).send({ ...orderToWire(order), ...guest });
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
