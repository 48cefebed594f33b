/**
 * What an operator watches (issue 32): the health probes (live, ready, and ready turning 503 while
 * the instance drains) and `GET /metrics` — 404 unless configured, 401 without the token, and the
 * counters moving with requests, orders, payments and refusals.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { as, firstProduct, useTestApp } from '../../setup/app.js';
import { TEST_CARD, TEST_CARDS } from '../../setup/cards.js';
import { payOrder, useCartCheckout } from '../../setup/shop.js';

const TOKEN = 'metrics-token-for-the-test-0123';

/** A port nobody holds right now. */
async function freeLocalPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The value of one series in Prometheus' text format (0 when it is not there yet). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const metricsPort = await freeLocalPort();

describe('health probes and metrics switched off', () => {
  const t = useTestApp({ admin: false });

  it('answers live and ready, and ready 503 while the instance drains', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', checks: { process: 'ok' } });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', accepting: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');

    t.app.readiness.draining = true;
    try {
      const draining = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', migrations: 'ok', accepting: 'failing' } });
      // Still alive, and still serving what it is sent.
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/service' })).statusCode).toBe(200);
    } finally {
      t.app.readiness.draining = false;
    }
  });

  it('has no /metrics without METRICS_TOKEN or METRICS_PORT (404, token or not)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
  });
});

describe('metrics with METRICS_TOKEN and METRICS_PORT', () => {
  const t = useTestApp({ env: { METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort) } });
  const cart = useCartCheckout(t);
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('answers only with the token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toMatch(/METRICS_TOKEN/);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: TOKEN } })).statusCode).toBe(401);
    const ok = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('counts requests per route pattern and status, and shows the pool, the event loop, the outbox and the jobs', async () => {
    const product = await firstProduct(t.app);
    await t.app.inject({ method: 'GET', url: `/api/service/${product._id}` });
    await t.app.inject({ method: 'GET', url: `/api/service/${product._id}` });
    await t.app.inject({ method: 'GET', url: '/api/service/00000000-0000-0000-0000-000000000000' });
    const text = await scrape();
    // One series for the route, whatever the id: never the raw URL.
    expect(sample(text, 'http_requests_total{method="GET",route="/api/service/:id",status="200"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/service/:id",status="404"}')).toBe(1);
    expect(text).not.toContain(product._id);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/service\/:id",status="200"\}/);
    // The second read of the product was a hit of the response cache.
    expect(sample(text, 'shop_cache_lookups_total{cache="response",result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^db_pool_connections\{state="in_use"\} \d+$/m);
    expect(text).toMatch(/^db_pool_waiting \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m);
    expect(text).toMatch(/^mail_outbox_waiting \d+$/m);
    expect(text).toMatch(/^mail_outbox_oldest_waiting_seconds [\d.e-]+$/m);
    for (const job of ['mail', 'order-expiry', 'imports'])
      expect(text).toMatch(new RegExp(`^job_lag_seconds\\{job="${job}"\\} [\\d.e-]+$`, 'm'));
  });

  it('counts orders placed and paid, the checkout value, refused cards by reason, and cancellations', async () => {
    const before = await scrape();
    const product = (await t.app.inject({ method: 'GET', url: '/api/service' })).json().find((p: { Quantity: number }) => p.Quantity > 3);
    const place = async () => {
      const shopper = await cart.filled([[product._id, 1]]);
      return { ...(await cart.placed(shopper)), shopper };
    };
    const paid = await place();
    await payOrder(t.app, paid.shopper, paid._id);
    const refused = await place();
    const intent = await as(t.app, refused.shopper, {
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { orderId: refused._id },
    });
    const { clientSecret } = intent.json() as { clientSecret: string };
    const declined = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/confirm',
      payload: { clientSecret, card: { ...TEST_CARD, number: TEST_CARDS.declined } },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().reason).toBe('card_declined');
    expect((await as(t.app, refused.shopper, { method: 'DELETE', url: `/api/order/${refused._id}` })).statusCode).toBeLessThan(300);

    const after = await scrape();
    const moved = (series: string) => sample(after, series) - sample(before, series);
    expect(moved('shop_orders_total{event="placed"}')).toBe(2);
    expect(moved('shop_orders_total{event="paid"}')).toBe(1);
    expect(moved('shop_orders_total{event="cancelled"}')).toBe(1);
    expect(moved('shop_checkout_value_cents_total')).toBe(Math.round((paid.cost + refused.cost) * 100));
    expect(moved('shop_payment_failures_total{reason="card_declined"}')).toBe(1);
  });

  it('serves the same on METRICS_PORT, on 127.0.0.1 only and without a token, once the shop listens', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('http_requests_total');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
    // Bound to the loopback address alone: Linux lists the listening socket as 0100007F (127.0.0.1).
    const hex = `:${metricsPort.toString(16).toUpperCase().padStart(4, '0')}`;
    const listening = readFileSync('/proc/net/tcp', 'utf8')
      .split('\n')
      .map((l) => l.trim().split(/\s+/))
      .filter((cols) => cols[1]?.endsWith(hex) && cols[3] === '0A')
      .map((cols) => cols[1]);
    expect(listening).toEqual([`0100007F${hex}`]);
  });
});
