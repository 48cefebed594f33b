/**
 * The authorization matrix: every API route × {anonymous, customer, another customer, admin}
 * with the status each must get. authz-matrix.test.ts walks it and fails when a registered
 * route has no row, so a new route cannot ship without its access rule written down here.
 *
 * Columns: [anonymous, customer, other, admin]. "customer" owns the fixtures (an order, a
 * profile); "other" is a second customer, the column that catches IDOR on owner-sensitive rows.
 */
import type { Permission } from '../../../src/shared/permissions.js';
import { ORDER_WORK } from '../../../src/server/lib/viewer.js';
import type { Session } from '../../setup/app.js';
import { TEST_CARD } from '../../setup/cards.js';
import { US_ADDRESS } from '../../setup/shop.js';

export type Role = 'anonymous' | 'customer' | 'other' | 'admin';
export const ROLES: Role[] = ['anonymous', 'customer', 'other', 'admin'];
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface MatrixRequest {
  url: string;
  payload?: object | Buffer | string;
  headers?: Record<string, string>;
}

/** What the walk sets up once; the new*() helpers make a fresh one per call (for writes). */
export interface Fixtures {
  customer: Session;
  other: Session;
  admin: Session;
  /** A customer with no part in the walk, for the promote row. */
  bystanderEmail: string;
  productId: string;
  /** A pending order owned by customer (never changed by the walk). */
  orderId: string;
  blogId: string;
  contactId: string;
  newOrder: () => Promise<string>;
  newPaidOrder: () => Promise<string>;
  /** A paid order of customer's with a succeeded refund (by the admin): its invoice and credit note. */
  paidOrderId: string;
  refundId: string;
  /** A paid order of customer's, shipped and delivered (returns may be asked for). */
  newDeliveredOrder: () => Promise<string>;
  /** A dry-run import the admin queued. */
  importId: string;
  /** A fresh laptop model of the admin's. */
  newLaptop: () => Promise<string>;
  /** A seeded laptop model. */
  laptopId: string;
  /** A requested return of one unit of a fresh delivered order of customer's. */
  newReturn: () => Promise<string>;
  newProduct: () => Promise<string>;
  /** A product customer bought and paid for and that nobody reviewed before the review rows. */
  boughtProductId: string;
  /** customer's review of boughtProductId (written, or written again: the same review). */
  newReview: () => Promise<string>;
  /** A fresh product with no units in stock. */
  newSoldOut: () => Promise<string>;
  newClientSecret: () => Promise<string>;
  /** A shipping option every order may use. */
  shippingOptionId: string;
  /** A fresh address in customer's address book. */
  newAddress: () => Promise<string>;
  newShippingOption: () => Promise<string>;
  /** A fresh automatic promotion (nothing is covered by it): its id. */
  newPromotion: () => Promise<string>;
  giftCardId: string;
  /** A fresh customer account: its id. */
  newCustomerId: () => Promise<string>;
  /** A fresh customer account: its e-mail. */
  newCustomerEmail: () => Promise<string>;
  /** A fresh custom role nobody holds: its id. */
  newRole: () => Promise<string>;
  /** A tax rate set (again) for a country: its code. */
  newTaxRate: () => Promise<string>;
  pngUpload: () => Promise<MatrixRequest>;
  /** A fresh webhook endpoint (to 127.0.0.1, allowed in the walk): its id. */
  newWebhook: () => Promise<string>;
  /** A fresh endpoint with one delivery of an event. */
  newWebhookDelivery: () => Promise<{ endpointId: string; deliveryId: string }>;
}

export interface MatrixRow {
  method: Method;
  /** The route as registered (a Better Auth path for the /api/auth/* rows). */
  route: string;
  /** Which case of the route this row is, when it has several. */
  case?: string;
  expect: [anonymous: number, customer: number, other: number, admin: number];
  /**
   * Staff (issue 29) get the admin's status when their roles grant these permissions (`all` of
   * them, or `any` one), and the other customer's status otherwise. By default: the permission the
   * route declares. Rows whose route decides inside (an owner or staff) say it here.
   */
  staff?: { all?: Permission[]; any?: readonly Permission[] };
  /** The request to send; by default the route itself with no body. Called once per role. */
  build?: (f: Fixtures) => MatrixRequest | Promise<MatrixRequest>;
}

export const PUBLIC_200: MatrixRow['expect'] = [200, 200, 200, 200];
export const SIGNED_IN_200: MatrixRow['expect'] = [401, 200, 200, 200];
export const ADMIN_200: MatrixRow['expect'] = [401, 403, 403, 200];
const SHIPPING_OPTION = { name: 'Matrix courier', price: 4.5, days: 2, countries: ['DE'], batteries: false };
const newPart = { name: 'Matrix part', sublierName: 'Supplier', cost: 9.5, Quantity: 5, category: 'fans' };

export const MATRIX: MatrixRow[] = [
  { method: 'GET', route: '/api/health', expect: PUBLIC_200 },
  { method: 'GET', route: '/api/health/live', expect: PUBLIC_200 },
  { method: 'GET', route: '/api/health/ready', expect: PUBLIC_200 },
  { method: 'GET', route: '/api/catalog/attributes', expect: PUBLIC_200 },
  { method: 'GET', route: '/api/config', expect: PUBLIC_200 },
  { method: 'GET', route: '/api/counters', expect: PUBLIC_200 },
  { method: 'GET', route: '/api/best-sellers', expect: PUBLIC_200 },
  { method: 'GET', route: '/api/payments/config', expect: PUBLIC_200 },
  { method: 'GET', route: '/api/insights/overview', expect: ADMIN_200 },

  // Products (the spec's /service).
  { method: 'GET', route: '/api/service', expect: PUBLIC_200 },
  { method: 'GET', route: '/api/service/:id', expect: PUBLIC_200, build: (f) => ({ url: `/api/service/${f.productId}` }) },
  { method: 'POST', route: '/api/service', expect: [401, 403, 403, 201], build: () => ({ url: '/api/service', payload: newPart }) },
  {
    method: 'PUT',
    route: '/api/service/:id',
    expect: ADMIN_200,
    build: (f) => ({ url: `/api/service/${f.productId}`, payload: { Quantity: 1 } }),
  },
  {
    method: 'PATCH',
    route: '/api/service/:id',
    expect: ADMIN_200,
    build: (f) => ({ url: `/api/service/${f.productId}`, payload: { brand: 'Acme' } }),
  },
  { method: 'DELETE', route: '/api/service/:id', expect: ADMIN_200, build: async (f) => ({ url: `/api/service/${await f.newProduct()}` }) },
  { method: 'POST', route: '/api/uploads', expect: [401, 403, 403, 201], build: (f) => f.pngUpload() },

  // Orders: owner-sensitive.
  {
    method: 'POST',
    route: '/api/order',
    expect: [401, 201, 201, 201],
    build: (f) => ({ url: '/api/order', payload: { userId: f.productId, number: '5551234' } }),
  },
  { method: 'GET', route: '/api/order', expect: SIGNED_IN_200 },
  {
    method: 'GET',
    route: '/api/order',
    case: "customer's orders by e-mail",
    expect: [401, 200, 403, 200],
    staff: { all: ['orders:read'] },
    build: (f) => ({ url: `/api/order?userEmail=${encodeURIComponent(f.customer.email)}` }),
  },
  {
    method: 'GET',
    route: '/api/order/:id',
    expect: [401, 200, 403, 200],
    staff: { any: ORDER_WORK },
    build: (f) => ({ url: `/api/order/${f.orderId}` }),
  },
  {
    method: 'DELETE',
    route: '/api/order/:id',
    expect: [401, 200, 403, 200],
    staff: { all: ['orders:cancel'] },
    build: async (f) => ({ url: `/api/order/${await f.newOrder()}` }),
  },
  { method: 'GET', route: '/api/order/manage', expect: ADMIN_200 },
  {
    method: 'GET',
    route: '/api/order/:id/packing-slip',
    expect: ADMIN_200,
    build: (f) => ({ url: `/api/order/${f.orderId}/packing-slip` }),
  },
  {
    method: 'PATCH',
    route: '/api/order/:id/status',
    case: 'cancel an unpaid order',
    expect: [401, 200, 403, 200],
    staff: { all: ['orders:cancel'] },
    build: async (f) => ({ url: `/api/order/${await f.newOrder()}/status`, payload: { status: 'cancelled' } }),
  },
  {
    method: 'PATCH',
    route: '/api/order/:id/status',
    case: 'ship a paid order',
    expect: ADMIN_200,
    staff: { all: ['orders:fulfil'] },
    build: async (f) => ({ url: `/api/order/${await f.newPaidOrder()}/status`, payload: { status: 'shipped', trackingNumber: 'TRK1' } }),
  },

  {
    method: 'PUT',
    route: '/api/order/:id/delivery',
    expect: [401, 200, 403, 403],
    build: async (f) => ({
      url: `/api/order/${await f.newOrder()}/delivery`,
      payload: { address: US_ADDRESS, shippingOptionId: f.shippingOptionId },
    }),
  },

  // The cart, the address book and the checkout: each caller's own.
  { method: 'GET', route: '/api/cart', expect: SIGNED_IN_200 },
  {
    method: 'PUT',
    route: '/api/cart/items/:productId',
    expect: SIGNED_IN_200,
    build: (f) => ({ url: `/api/cart/items/${f.productId}`, payload: { quantity: 1 } }),
  },
  {
    method: 'DELETE',
    route: '/api/cart/items/:productId',
    expect: SIGNED_IN_200,
    build: (f) => ({ url: `/api/cart/items/${f.productId}` }),
  },
  { method: 'POST', route: '/api/cart/merge', expect: SIGNED_IN_200, build: () => ({ url: '/api/cart/merge', payload: { items: [] } }) },
  { method: 'GET', route: '/api/shipping/options', expect: PUBLIC_200, build: () => ({ url: '/api/shipping/options?country=DE' }) },
  { method: 'GET', route: '/api/shipping/offer', expect: PUBLIC_200, build: () => ({ url: '/api/shipping/offer?country=DE' }) },
  // A customer's cart, or a guest's lines (issue 30: guest checkout, on by default); the empty body is a 400, never a 500.
  {
    method: 'POST',
    route: '/api/checkout/quote',
    expect: [400, 400, 400, 400],
    build: () => ({ url: '/api/checkout/quote', payload: {} }),
  },
  { method: 'POST', route: '/api/checkout', expect: [400, 400, 400, 400], build: () => ({ url: '/api/checkout', payload: {} }) },
  { method: 'GET', route: '/api/addresses', expect: SIGNED_IN_200 },
  { method: 'POST', route: '/api/addresses', expect: [401, 201, 201, 201], build: () => ({ url: '/api/addresses', payload: US_ADDRESS }) },
  {
    method: 'PUT',
    route: '/api/addresses/:id',
    expect: [401, 200, 404, 404],
    build: async (f) => ({ url: `/api/addresses/${await f.newAddress()}`, payload: US_ADDRESS }),
  },
  {
    method: 'DELETE',
    route: '/api/addresses/:id',
    expect: [401, 200, 404, 404],
    build: async (f) => ({ url: `/api/addresses/${await f.newAddress()}` }),
  },

  // Shipping options and tax rates: admins only.
  { method: 'GET', route: '/api/admin/shipping-options', expect: ADMIN_200 },
  {
    method: 'POST',
    route: '/api/admin/shipping-options',
    expect: [401, 403, 403, 201],
    build: () => ({ url: '/api/admin/shipping-options', payload: SHIPPING_OPTION }),
  },
  {
    method: 'PUT',
    route: '/api/admin/shipping-options/:id',
    expect: ADMIN_200,
    build: async (f) => ({ url: `/api/admin/shipping-options/${await f.newShippingOption()}`, payload: SHIPPING_OPTION }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/shipping-options/:id',
    expect: ADMIN_200,
    build: async (f) => ({ url: `/api/admin/shipping-options/${await f.newShippingOption()}` }),
  },
  { method: 'GET', route: '/api/admin/tax-rates', expect: ADMIN_200 },
  {
    method: 'PUT',
    route: '/api/admin/tax-rates/:country',
    expect: ADMIN_200,
    build: () => ({ url: '/api/admin/tax-rates/FR', payload: { rate: 0.2 } }),
  },
  // A rate set for the call: only a call with tax:write deletes it.
  {
    method: 'DELETE',
    route: '/api/admin/tax-rates/:country',
    expect: ADMIN_200,
    build: async (f) => ({ url: `/api/admin/tax-rates/${await f.newTaxRate()}` }),
  },

  {
    method: 'POST',
    route: '/api/order/:id/refunds',
    expect: [401, 403, 403, 201],
    build: async (f) => ({ url: `/api/order/${await f.newPaidOrder()}/refunds`, payload: { amount: 1, reason: 'Matrix goodwill' } }),
  },

  // Invoices and credit notes (HTML): the order's owner and admins; another customer's is not found.
  {
    method: 'GET',
    route: '/api/order/:id/invoice',
    expect: [401, 200, 404, 200],
    staff: { any: ORDER_WORK },
    build: (f) => ({ url: `/api/order/${f.paidOrderId}/invoice` }),
  },
  {
    method: 'GET',
    route: '/api/refunds/:id/credit-note',
    expect: [401, 200, 404, 200],
    staff: { any: ORDER_WORK },
    build: (f) => ({ url: `/api/refunds/${f.refundId}/credit-note` }),
  },

  // Payments: only the order's owner starts one (even an admin pays only their own orders);
  // the client secret is the capability for the confirm, as with Stripe.
  {
    method: 'POST',
    route: '/api/create-payment-intent',
    expect: [401, 200, 403, 403],
    build: (f) => ({ url: '/api/create-payment-intent', payload: { orderId: f.orderId } }),
  },
  {
    method: 'POST',
    route: '/api/payments/test/confirm',
    expect: PUBLIC_200,
    build: async (f) => ({
      url: '/api/payments/test/confirm',
      payload: { clientSecret: await f.newClientSecret(), card: TEST_CARD },
    }),
  },
  {
    method: 'POST',
    route: '/api/payments/stripe/webhook',
    case: 'unsigned event',
    expect: [400, 400, 400, 400],
    build: () => ({ url: '/api/payments/stripe/webhook', payload: { type: 'payment_intent.succeeded', data: { object: {} } } }),
  },

  // Users and roles.
  {
    method: 'PUT',
    route: '/api/user/:email',
    case: "the customer's token",
    expect: [401, 200, 403, 403],
    build: (f) => ({ url: `/api/user/${encodeURIComponent(f.customer.email)}`, payload: {} }),
  },
  { method: 'GET', route: '/api/user', expect: ADMIN_200 },
  {
    method: 'PUT',
    route: '/api/user/admin/:email',
    expect: ADMIN_200,
    build: (f) => ({ url: `/api/user/admin/${encodeURIComponent(f.bystanderEmail)}`, payload: {} }),
  },
  {
    method: 'GET',
    route: '/api/admin/:email',
    case: "the customer's admin flag",
    expect: [401, 200, 403, 200],
    staff: { all: ['users:read'] },
    build: (f) => ({ url: `/api/admin/${encodeURIComponent(f.customer.email)}` }),
  },

  // Content.
  { method: 'GET', route: '/api/review', expect: PUBLIC_200 },
  {
    method: 'POST',
    route: '/api/review',
    expect: [401, 201, 201, 201],
    build: () => ({ url: '/api/review', payload: { Name: 'Matrix', dec: 'Good parts' } }),
  },
  { method: 'GET', route: '/api/profile', expect: SIGNED_IN_200 },
  {
    method: 'POST',
    route: '/api/profile',
    expect: [401, 201, 201, 201],
    build: () => ({ url: '/api/profile', payload: { Name: 'BSc', Phone: '5551234' } }),
  },
  // Who the caller is, and the roles staff hold (issue 29): staff:manage makes and changes roles.
  { method: 'GET', route: '/api/me', expect: SIGNED_IN_200 },
  { method: 'GET', route: '/api/admin/permissions', expect: ADMIN_200 },
  { method: 'GET', route: '/api/admin/roles', expect: ADMIN_200 },
  {
    method: 'POST',
    route: '/api/admin/roles',
    expect: [401, 403, 403, 201],
    build: () => ({
      url: '/api/admin/roles',
      payload: { name: `matrix-${Math.random().toString(36).slice(2, 10)}`, permissions: ['orders:read'] },
    }),
  },
  {
    method: 'PUT',
    route: '/api/admin/roles/:id',
    expect: ADMIN_200,
    build: async (f) => ({ url: `/api/admin/roles/${await f.newRole()}`, payload: { permissions: ['orders:read', 'orders:fulfil'] } }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/roles/:id',
    expect: [401, 403, 403, 204],
    build: async (f) => ({ url: `/api/admin/roles/${await f.newRole()}` }),
  },
  { method: 'GET', route: '/api/admin/staff', expect: ADMIN_200 },
  {
    method: 'PUT',
    route: '/api/admin/staff/:userId',
    expect: ADMIN_200,
    build: async (f) => ({ url: `/api/admin/staff/${await f.newCustomerId()}`, payload: { suspended: false } }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/staff/:userId',
    expect: ADMIN_200,
    build: async (f) => ({ url: `/api/admin/staff/${await f.newCustomerId()}` }),
  },
  {
    method: 'POST',
    route: '/api/admin/staff/invitations',
    expect: [401, 403, 403, 201],
    // Only what the inviter holds may be given: the content role needs content:write too.
    staff: { all: ['staff:manage', 'content:write'] },
    build: () => ({
      url: '/api/admin/staff/invitations',
      payload: { email: `invitee-${Math.random().toString(36).slice(2, 8)}@example.com`, roles: ['content'] },
    }),
  },
  // The link is the proof: anyone may present one; a made-up token is not found.
  {
    method: 'POST',
    route: '/api/staff/invitations/:token/accept',
    expect: [404, 404, 404, 404],
    build: () => ({ url: `/api/staff/invitations/${'x'.repeat(43)}/accept`, payload: { name: 'Matrix', password: 'secret123' } }),
  },
  // Sessions: each caller sees and ends only their own (another's id is not found).
  { method: 'GET', route: '/api/me/sessions', expect: SIGNED_IN_200 },
  {
    method: 'DELETE',
    route: '/api/me/sessions/:id',
    expect: [401, 404, 404, 404],
    build: () => ({ url: '/api/me/sessions/not-a-session-of-yours' }),
  },
  { method: 'DELETE', route: '/api/me/sessions', expect: SIGNED_IN_200 },
  // The devices that skip the caller's own two-factor code.
  { method: 'GET', route: '/api/me/trusted-devices', expect: SIGNED_IN_200 },
  { method: 'DELETE', route: '/api/me/trusted-devices', expect: SIGNED_IN_200 },
  { method: 'GET', route: '/api/blogs', expect: PUBLIC_200 },
  { method: 'GET', route: '/api/blogs/:id', expect: PUBLIC_200, build: (f) => ({ url: `/api/blogs/${f.blogId}` }) },
  { method: 'GET', route: '/api/blogReview', expect: PUBLIC_200 },
  {
    method: 'POST',
    route: '/api/blogReview',
    expect: [201, 201, 201, 201],
    build: (f) => ({ url: '/api/blogReview', payload: { blogId: f.blogId, name: 'Matrix', description: 'Nice' } }),
  },
  {
    method: 'POST',
    route: '/api/contact',
    expect: [201, 201, 201, 201],
    build: () => ({ url: '/api/contact', payload: { email: 'a@example.com', subject: 'Hi', message: 'Hello' } }),
  },
  { method: 'GET', route: '/api/contact', expect: ADMIN_200 },
  {
    method: 'PATCH',
    route: '/api/contact/:id/read',
    expect: ADMIN_200,
    build: (f) => ({ url: `/api/contact/${f.contactId}/read`, payload: {} }),
  },

  // A few of Better Auth's own routes (it owns /api/auth/*).
  { method: 'GET', route: '/api/auth/get-session', expect: PUBLIC_200 },
  { method: 'GET', route: '/api/auth/list-sessions', expect: [401, 200, 200, 200] },
  {
    method: 'POST',
    route: '/api/auth/update-user',
    case: 'role cannot be set',
    expect: [401, 400, 400, 400],
    build: () => ({ url: '/api/auth/update-user', payload: { role: 'admin' } }),
  },
  {
    method: 'POST',
    route: '/api/auth/change-password',
    case: 'wrong current password',
    expect: [401, 400, 400, 400],
    build: () => ({ url: '/api/auth/change-password', payload: { currentPassword: 'not-the-password', newPassword: 'another-pass-1' } }),
  },
];
