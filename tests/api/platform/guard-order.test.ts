import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../src/shared/messages.js';
import { as, useTestApp, type Session } from '../../setup/app.js';

// Issue #14, "Also": authorization runs before validation (the guards are onRequest hooks), so a
// caller without the right gets 401/403 and learns nothing of the route's schema; only a caller
// with it gets the 400 that describes the body.
const t = useTestApp();
let customer: Session;
beforeAll(async () => {
  customer = await t.customer();
});

const ID = '00000000-0000-4000-8000-000000000000';
const adminRoutes: [string, InjectOptions][] = [
  ['POST /api/service', { method: 'POST', url: '/api/service', payload: { name: 5, cost: 'free', category: 'nope' } }],
  ['PUT /api/service/:id', { method: 'PUT', url: `/api/service/${ID}`, payload: { Quantity: 'lots' } }],
  ['PATCH /api/service/:id', { method: 'PATCH', url: `/api/service/${ID}`, payload: { cost: -1 } }],
  ['PATCH /api/contact/:id/read (bad id)', { method: 'PATCH', url: '/api/contact/not-an-id/read' }],
  ['PUT /api/user/admin/:email (bad e-mail)', { method: 'PUT', url: '/api/user/admin/not-an-email' }],
];
const userRoutes: [string, InjectOptions][] = [
  ['POST /api/order', { method: 'POST', url: '/api/order', payload: { userId: 7 } }],
  ['POST /api/review', { method: 'POST', url: '/api/review', payload: { Name: [] } }],
  ['POST /api/create-payment-intent', { method: 'POST', url: '/api/create-payment-intent', payload: { orderId: {} } }],
  ['POST /api/profile', { method: 'POST', url: '/api/profile', payload: { Phone: { x: 1 } } }],
  ['PATCH /api/order/:id/status', { method: 'PATCH', url: `/api/order/${ID}/status`, payload: { status: 'stolen' } }],
  ['PUT /api/user/:email (bad e-mail)', { method: 'PUT', url: '/api/user/not-an-email' }],
];

describe('authorization before validation', () => {
  it('answers an anonymous POST /api/service with an invalid body 401, a customer 403, an admin 400', async () => {
    const bad = { method: 'POST', url: '/api/service', payload: { name: 5, cost: 'free' } } as const;
    const anonymous = await t.app.inject(bad);
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: apiMessages.signInRequired });
    const asCustomer = await as(t.app, customer, bad);
    expect(asCustomer.statusCode, asCustomer.body).toBe(403);
    expect(asCustomer.json()).toMatchObject({ message: apiMessages.adminOnly });
    const asAdmin = await as(t.app, t.admin, bad);
    expect(asAdmin.statusCode, asAdmin.body).toBe(400);
    expect(asAdmin.json().code).toBe('VALIDATION');
  });

  for (const [name, request] of adminRoutes) {
    it(`${name}: 401, 403, then the admin's 400`, async () => {
      expect((await t.app.inject(request)).statusCode).toBe(401);
      const asCustomer = await as(t.app, customer, request);
      expect(asCustomer.statusCode, asCustomer.body).toBe(403);
      expect(asCustomer.json().message).toBe(apiMessages.adminOnly);
      expect((await as(t.app, t.admin, request)).statusCode).toBe(400);
    });
  }

  for (const [name, request] of userRoutes) {
    it(`${name}: 401 anonymous, 400 signed in`, async () => {
      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode, anonymous.body).toBe(401);
      expect(anonymous.json().message).toBe(apiMessages.signInRequired);
      expect((await as(t.app, customer, request)).statusCode).toBe(400);
    });
  }
});
