import { expect } from 'vitest';
import type { Product } from '../../src/shared/schemas/product.js';
import { TEST_CARD } from '../setup/cards.js';
import { freeShippingOption, US_ADDRESS } from '../setup/shop.js';
import { uniqueEmail } from '../setup/app.js';
import { apiToken, createAccount, type Shop } from './harness.js';

/** The order workflow's setup through the API (app.inject): accounts with tokens, products, orders, payments. */

type Headers = Record<string, string>;
export interface Account {
  email: string;
  password: string;
  headers: Headers;
}

export function shopApi(shop: Shop) {
  let admin: Headers = {};
  /** Signs in through the API and fetches the spec's bearer token (PUT /api/user/{email}). */
  const bearer = async (email: string, password: string): Promise<Headers> => ({
    authorization: `Bearer ${await apiToken(shop, { email, password })}`,
  });

  async function customer(email = uniqueEmail('workflow')): Promise<Account> {
    const account = await createAccount(shop, email);
    return { ...account, headers: await bearer(account.email, account.password) };
  }

  async function newProduct(name: string, stock: number, cost = 20): Promise<Product> {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/service',
      headers: admin,
      payload: { name, sublierName: 'Workflow Parts Ltd', cost, Quantity: stock, category: 'fans' },
    });
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  async function placeOrder(who: Account, productId: string, quantity = 1): Promise<string> {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: who.headers,
      payload: {
        userId: productId,
        number: '+1 555 010 2030',
        quantity,
        address: US_ADDRESS,
        shippingOptionId: await freeShippingOption(shop.app),
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json()._id;
  }

  /** Pays with the test provider's good card, as the payment page would. */
  async function pay(who: Account, orderId: string) {
    const intent = await shop.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: who.headers, payload: { orderId } });
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/test/confirm',
      payload: { clientSecret: intent.json().clientSecret, card: TEST_CARD },
    });
    expect(res.statusCode).toBe(200);
  }

  /** Moves a paid order back in time, so the overview has a month of history to draw. */
  async function backdate(orderId: string, days: number) {
    const shift = `${days} days`;
    await shop.app.pool.query(`UPDATE "order" SET created_at = created_at - $2::interval, paid_at = paid_at - $2::interval WHERE id = $1`, [
      orderId,
      shift,
    ]);
    await shop.app.pool.query(`UPDATE order_event SET created_at = created_at - $2::interval WHERE order_id = $1`, [orderId, shift]);
  }

  return {
    /** Signs in and keeps the admin's token for newProduct. */
    signIn: async (email: string, password: string) => (admin = await bearer(email, password)),
    bearer,
    customer,
    newProduct,
    placeOrder,
    pay,
    backdate,
  };
}
