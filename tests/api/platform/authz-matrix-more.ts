/**
 * The authorization matrix's rows for laptop models, CSV imports, returns, product reviews,
 * restock alerts, data rights, promotions, shop settings and gift cards (tests/api/platform/authz-matrix.ts has the rest and the row format).
 */
import { ORDER_WORK } from '../../../src/server/lib/viewer.js';
import { ADMIN_200, PUBLIC_200, SIGNED_IN_200, type MatrixRow } from './authz-matrix.js';

/** A well-formed guest link whose signature is not the shop's. */
const FORGED_LINK = `00000000-0000-4000-8000-000000000000.0.${'A'.repeat(43)}`;
const GUEST_LINK_ROUTES: [MatrixRow['method'], string][] = [
  ['GET', ''],
  ['POST', '/payment-intent'],
  ['POST', '/cancel'],
  ['GET', '/invoice'],
  ['GET', '/refunds/:id/credit-note'],
  ['POST', '/returns'],
  ['GET', '/returns'],
  ['GET', '/exchange-options'],
];

export const LAPTOP_RETURN_REVIEW_ROWS: MatrixRow[] = [
  // Laptop models are public; "My laptops" is each signed-in customer's own.
  { method: 'GET', route: '/api/laptops', expect: PUBLIC_200 },
  { method: 'GET', route: '/api/laptops/:id', expect: PUBLIC_200, build: (f) => ({ url: `/api/laptops/${f.laptopId}` }) },
  // The open fitment feed (issue 31).
  { method: 'GET', route: '/api/fitment/feed.csv', expect: PUBLIC_200 },
  { method: 'GET', route: '/api/fitment/feed.json', expect: PUBLIC_200 },
  {
    method: 'POST',
    route: '/api/laptops/identify',
    expect: PUBLIC_200,
    build: () => ({ url: '/api/laptops/identify', payload: { text: 'LENOVO\n20L5CTO1WW\nThinkPad T480' } }),
  },
  {
    method: 'GET',
    route: '/api/laptops/:id/compatible',
    expect: PUBLIC_200,
    build: (f) => ({ url: `/api/laptops/${f.laptopId}/compatible?category=memory` }),
  },
  { method: 'GET', route: '/api/me/laptops', expect: SIGNED_IN_200 },
  {
    method: 'POST',
    route: '/api/me/laptops',
    expect: [401, 201, 201, 201],
    build: (f) => ({ url: '/api/me/laptops', payload: { laptopId: f.laptopId } }),
  },
  { method: 'DELETE', route: '/api/me/laptops/:laptopId', expect: SIGNED_IN_200, build: (f) => ({ url: `/api/me/laptops/${f.laptopId}` }) },

  {
    method: 'PUT',
    route: '/api/admin/products/:id/fitment',
    expect: ADMIN_200,
    build: (f) => ({ url: `/api/admin/products/${f.productId}/fitment`, payload: { partNumbers: [], fits: [] } }),
  },
  // Listed fitment the fit rules disagree with (issue 31).
  {
    method: 'GET',
    route: '/api/admin/fitment/disagreements',
    expect: ADMIN_200,
    build: () => ({ url: '/api/admin/fitment/disagreements?page=1' }),
  },
  { method: 'GET', route: '/api/admin/laptops', expect: ADMIN_200, build: () => ({ url: '/api/admin/laptops?search=t4&page=2' }) },
  {
    method: 'POST',
    route: '/api/admin/laptops',
    expect: [401, 403, 403, 201],
    build: () => ({ url: '/api/admin/laptops', payload: { brand: 'Matrix', model: `M${Math.random().toString(36).slice(2, 8)}` } }),
  },
  {
    method: 'PUT',
    route: '/api/admin/laptops/:id',
    expect: ADMIN_200,
    build: async (f) => ({
      url: `/api/admin/laptops/${await f.newLaptop()}`,
      payload: { brand: 'Matrix', model: `Edited ${Math.random()}` },
    }),
  },
  {
    method: 'PUT',
    route: '/api/admin/laptops/:id/spec',
    expect: ADMIN_200,
    build: async (f) => ({
      url: `/api/admin/laptops/${await f.newLaptop()}/spec`,
      payload: { charging: { watts: 65, connector: 'USB-C', usbPd: true } },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/laptops/:id',
    expect: ADMIN_200,
    build: async (f) => ({ url: `/api/admin/laptops/${await f.newLaptop()}` }),
  },

  // CSV import and export: admins only, decided before the upload is read.
  {
    method: 'POST',
    route: '/api/admin/imports',
    expect: [401, 403, 403, 202],
    build: () => {
      const boundary = '----matrix';
      const body = [
        `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nlaptops\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="dryRun"\r\n\r\ntrue\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="l.csv"\r\nContent-Type: text/csv\r\n\r\n`,
        `brand,family,model,year,identifiers\nMatrix,Book,One,2020,MX1\r\n--${boundary}--\r\n`,
      ].join('');
      return { url: '/api/admin/imports', payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    },
  },
  { method: 'GET', route: '/api/admin/imports/:id', expect: ADMIN_200, build: (f) => ({ url: `/api/admin/imports/${f.importId}` }) },
  { method: 'GET', route: '/api/admin/exports/products.csv', expect: ADMIN_200 },
  { method: 'GET', route: '/api/admin/exports/laptops.csv', expect: ADMIN_200 },

  // Returns: the order's owner asks (an admin may ask on a customer's behalf); only admins move them on.
  {
    method: 'POST',
    route: '/api/order/:id/returns',
    expect: [401, 201, 404, 201],
    staff: { any: ORDER_WORK },
    build: async (f) => ({
      url: `/api/order/${await f.newDeliveredOrder()}/returns`,
      payload: { lines: [{ productId: f.productId, quantity: 1 }], reason: 'wrong_fit' },
    }),
  },
  // Exchange options (issue 31): the order's owner, or staff who read orders.
  {
    method: 'GET',
    route: '/api/order/:id/exchange-options',
    expect: [401, 200, 403, 200],
    staff: { any: ORDER_WORK },
    build: (f) => ({ url: `/api/order/${f.orderId}/exchange-options?productId=${f.productId}` }),
  },
  { method: 'GET', route: '/api/returns', expect: SIGNED_IN_200 },
  {
    method: 'GET',
    route: '/api/returns/:id',
    expect: [401, 200, 404, 200],
    staff: { any: ORDER_WORK },
    build: async (f) => ({ url: `/api/returns/${await f.newReturn()}` }),
  },
  {
    method: 'PATCH',
    route: '/api/returns/:id',
    expect: ADMIN_200,
    staff: { all: ['returns:decide'] },
    build: async (f) => ({ url: `/api/returns/${await f.newReturn()}`, payload: { status: 'approved' } }),
  },

  // Product reviews: anyone reads them; only a buyer writes one (customer bought the product);
  // anyone signed in but the writer marks one helpful; only admins moderate.
  {
    method: 'GET',
    route: '/api/service/:id/reviews',
    expect: PUBLIC_200,
    build: (f) => ({ url: `/api/service/${f.productId}/reviews` }),
  },
  {
    method: 'POST',
    route: '/api/service/:id/reviews',
    expect: [401, 201, 403, 403],
    build: (f) => ({ url: `/api/service/${f.boughtProductId}/reviews`, payload: { rating: 4, title: 'Matrix' } }),
  },
  {
    method: 'POST',
    route: '/api/reviews/:id/helpful',
    expect: [401, 403, 200, 200],
    build: async (f) => ({ url: `/api/reviews/${await f.newReview()}/helpful` }),
  },
  { method: 'GET', route: '/api/admin/reviews', expect: ADMIN_200, build: () => ({ url: '/api/admin/reviews?hidden=false&page=1' }) },
  {
    method: 'PATCH',
    route: '/api/admin/reviews/:id',
    expect: ADMIN_200,
    build: async (f) => ({ url: `/api/admin/reviews/${await f.newReview()}`, payload: { hidden: true } }),
  },
  {
    method: 'POST',
    route: '/api/service/:id/restock-alert',
    expect: [401, 201, 201, 201],
    build: async (f) => ({ url: `/api/service/${await f.newSoldOut()}/restock-alert` }),
  },
  {
    method: 'DELETE',
    route: '/api/service/:id/restock-alert',
    expect: SIGNED_IN_200,
    build: async (f) => ({ url: `/api/service/${await f.newSoldOut()}/restock-alert` }),
  },
  // Data rights (issue 29): each caller downloads and deletes only their own account (the walk sends
  // no valid deletion, so the fixtures stay); staff delete a customer's with users:write.
  { method: 'GET', route: '/api/me/export', expect: SIGNED_IN_200 },
  { method: 'DELETE', route: '/api/me', expect: [401, 400, 400, 400], build: () => ({ url: '/api/me', payload: { reviews: 'keep' } }) },
  {
    method: 'DELETE',
    route: '/api/admin/users/:email',
    expect: ADMIN_200,
    build: async (f) => ({ url: `/api/admin/users/${encodeURIComponent(await f.newCustomerEmail())}`, payload: { reviews: 'anonymise' } }),
  },
  // The audit trail (issue 29): audit:read reads it and downloads it.
  { method: 'GET', route: '/api/admin/audit', expect: ADMIN_200 },
  { method: 'GET', route: '/api/admin/audit.csv', expect: ADMIN_200 },
  // Promotions (issue 30): anyone reads the automatic ones running; promotions:write runs them.
  { method: 'GET', route: '/api/promotions/active', expect: PUBLIC_200 },
  { method: 'GET', route: '/api/admin/promotions', expect: ADMIN_200 },
  {
    method: 'POST',
    route: '/api/admin/promotions',
    expect: [401, 403, 403, 201],
    build: () => ({
      url: '/api/admin/promotions',
      payload: { label: 'Matrix', kind: 'free_shipping', code: `M${Math.random().toString(36).slice(2, 10)}` },
    }),
  },
  {
    method: 'GET',
    route: '/api/admin/promotions/:id',
    expect: ADMIN_200,
    build: async (f) => ({ url: `/api/admin/promotions/${await f.newPromotion()}` }),
  },
  {
    method: 'GET',
    route: '/api/admin/promotions/:id/usage',
    expect: ADMIN_200,
    build: async (f) => ({ url: `/api/admin/promotions/${await f.newPromotion()}/usage` }),
  },
  {
    method: 'PUT',
    route: '/api/admin/promotions/:id',
    expect: ADMIN_200,
    build: async (f) => ({ url: `/api/admin/promotions/${await f.newPromotion()}`, payload: { paused: true } }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/promotions/:id',
    expect: ADMIN_200,
    build: async (f) => ({ url: `/api/admin/promotions/${await f.newPromotion()}` }),
  },
  // Shop settings (settings:write): the refund limit for staff, store credit for returns.
  { method: 'GET', route: '/api/admin/settings', expect: ADMIN_200 },
  {
    method: 'PUT',
    route: '/api/admin/settings',
    expect: ADMIN_200,
    build: () => ({ url: '/api/admin/settings', payload: { refundLimit: 100 } }),
  },
  // Webhook endpoints and their deliveries (issue 32): settings:write.
  { method: 'GET', route: '/api/admin/webhooks', expect: ADMIN_200 },
  {
    method: 'POST',
    route: '/api/admin/webhooks',
    expect: [401, 403, 403, 201],
    build: () => ({ url: '/api/admin/webhooks', payload: { url: 'http://127.0.0.1:9/matrix', events: ['product.low_stock'] } }),
  },
  {
    method: 'PUT',
    route: '/api/admin/webhooks/:id',
    expect: ADMIN_200,
    build: async (f) => ({
      url: `/api/admin/webhooks/${await f.newWebhook()}`,
      payload: { url: 'http://127.0.0.1:9/edited', events: ['product.low_stock'] },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/webhooks/:id',
    expect: ADMIN_200,
    build: async (f) => ({ url: `/api/admin/webhooks/${await f.newWebhook()}` }),
  },
  {
    method: 'GET',
    route: '/api/admin/webhooks/:id/deliveries',
    expect: ADMIN_200,
    build: async (f) => ({ url: `/api/admin/webhooks/${await f.newWebhook()}/deliveries?page=1` }),
  },
  {
    method: 'POST',
    route: '/api/admin/webhooks/:id/deliveries/:deliveryId/retry',
    expect: [401, 403, 403, 202],
    build: async (f) => {
      const { endpointId, deliveryId } = await f.newWebhookDelivery();
      return { url: `/api/admin/webhooks/${endpointId}/deliveries/${deliveryId}/retry` };
    },
  },
  // Messages (settings:write, issue 33): the e-mail templates, a preview with sample content, a test sent to oneself.
  { method: 'GET', route: '/api/admin/messages', expect: ADMIN_200 },
  {
    method: 'GET',
    route: '/api/admin/messages/:name/preview',
    expect: ADMIN_200,
    build: () => ({ url: '/api/admin/messages/order-placed/preview' }),
  },
  {
    method: 'POST',
    route: '/api/admin/messages/:name/test',
    expect: [401, 403, 403, 202],
    build: () => ({ url: '/api/admin/messages/gift-card/test' }),
  },
  // Gift cards (issue 30): anyone checks a code's balance (an unknown one is not found); each customer reads their own store credit;
  // giftcards:issue issues cards and reads them (owners and admins hold it).
  {
    method: 'POST',
    route: '/api/gift-cards/balance',
    expect: [404, 404, 404, 404],
    build: () => ({ url: '/api/gift-cards/balance', payload: { code: 'KQ7M-4TZP-X9HB-2WNC' } }),
  },
  { method: 'GET', route: '/api/me/store-credit', expect: SIGNED_IN_200 },
  {
    method: 'POST',
    route: '/api/admin/gift-cards',
    expect: [401, 403, 403, 201],
    build: () => ({ url: '/api/admin/gift-cards', payload: { amount: 5 } }),
  },
  { method: 'GET', route: '/api/admin/gift-cards', expect: ADMIN_200, build: () => ({ url: '/api/admin/gift-cards?q=ab&page=1' }) },
  {
    method: 'GET',
    route: '/api/admin/gift-cards/:id',
    expect: ADMIN_200,
    build: (f) => ({ url: `/api/admin/gift-cards/${f.giftCardId}` }),
  },
  // Guest orders (issue 30): a link's token is the only key, whoever calls (a forged one: 404); "Find my order"
  // answers 202 to everyone; orders:cancel revokes an order's links.
  ...GUEST_LINK_ROUTES.map(([method, route]): MatrixRow => ({
    method,
    route: `/api/guest/orders/:guestToken${route}`,
    expect: [404, 404, 404, 404],
    build: () => ({
      url: `/api/guest/orders/${FORGED_LINK}${route.replace(':id', '00000000-0000-4000-8000-000000000000')}`,
      ...(method === 'POST' ? { payload: {} } : {}),
    }),
  })),
  {
    method: 'POST',
    route: '/api/guest/orders/lookup',
    expect: [202, 202, 202, 202],
    build: () => ({
      url: '/api/guest/orders/lookup',
      payload: { orderNumber: 'PH-2026-000001', email: `nobody${Math.random().toString(36).slice(2, 8)}@example.com` },
    }),
  },
  {
    method: 'POST',
    route: '/api/admin/orders/:id/guest-link/revoke',
    expect: [401, 403, 403, 204],
    build: (f) => ({ url: `/api/admin/orders/${f.orderId}/guest-link/revoke` }),
  },
];
