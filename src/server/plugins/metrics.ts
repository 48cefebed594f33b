import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { HttpError } from '../lib/errors.js';
import { importMetrics } from '../modules/imports/metrics.js';
import { outboxMetrics } from '../modules/mail/metrics.js';
import { expiryMetrics } from '../modules/orders/metrics.js';

/**
 * What the shop counts for its operator (issue 32), in Prometheus' format: requests per route and
 * status with their duration, orders and money as the flows report them (this instance's share;
 * Prometheus adds the instances up), caches' hits, the database pool, the event loop (prom-client's
 * default metrics), and, read from the database at each scrape (the same on every instance), the
 * mail outbox and the background jobs' lag.
 */
export interface ShopMetrics {
  registry: Registry;
  /** A cache looked up: `response` (public API answers) or `page` (server-rendered pages). */
  cacheLookup: (cache: 'response' | 'page', hit: boolean) => void;
  /** Called with each flow's result when it resolves (bindFlows' observer). */
  flowDone: (name: string, result: unknown) => void;
}

function httpMetrics(registry: Registry) {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, per route and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, per route and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return (request: FastifyRequest, reply: FastifyReply) => {
    // The route's pattern, never the raw URL: one series per route, however many ids are asked for.
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  };
}

function orderMetrics(registry: Registry) {
  const counter = (name: string, help: string, labelNames: string[] = []) => new Counter({ name, help, labelNames, registers: [registry] });
  const orders = counter('shop_orders_total', 'Orders by what happened to them: placed, paid, cancelled, expired.', ['event']);
  const value = counter('shop_checkout_value_cents_total', 'The totals of the orders placed, in cents.');
  const refunds = counter('shop_refunds_total', 'Refunds made, by their status when made.', ['status']);
  const refunded = counter('shop_refunded_cents_total', 'Money refunded (succeeded refunds), in cents.');
  const failures = counter('shop_payment_failures_total', 'Card payments refused, by reason.', ['reason']);
  const flowDone = (name: string, result: unknown) => {
    const r = result as Record<string, unknown> | null | undefined;
    if (name === 'placeOrder' && r) {
      orders.inc({ event: 'placed' });
      value.inc(Number(r.totalCents) || 0);
    } else if ((name === 'confirmTestPayment' && r?.paidNow) || (name === 'intentSucceeded' && r?.outcome === 'paid')) {
      orders.inc({ event: 'paid' });
    } else if (name === 'cancelOrder' && r) orders.inc({ event: 'cancelled' });
    else if (name === 'expireOrders' && typeof result === 'number' && result > 0) orders.inc({ event: 'expired' }, result);
    else if (name === 'refundOrder' && r?.created) {
      const refund = r.refund as { status: string; amountCents: number };
      refunds.inc({ status: refund.status });
      if (refund.status === 'succeeded') refunded.inc(refund.amountCents);
    }
  };
  const paymentFailed = (error: unknown) => {
    if (error instanceof HttpError && error.code === 'PAYMENT_FAILED') failures.inc({ reason: String(error.details?.reason ?? 'unknown') });
  };
  return { flowDone, paymentFailed };
}

/** Gauges read when Prometheus scrapes: the pool, and the outbox and jobs from the database. */
function scrapedMetrics(app: FastifyInstance, registry: Registry) {
  const gauge = (name: string, help: string, collect: (g: Gauge) => void | Promise<void>, labelNames: string[] = []) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      collect: async function (this: Gauge) {
        await collect(this);
      },
    });
  gauge(
    'db_pool_connections',
    'Database connections of this instance, in use or idle.',
    (g) => {
      g.set({ state: 'in_use' }, app.pool.totalCount - app.pool.idleCount);
      g.set({ state: 'idle' }, app.pool.idleCount);
    },
    ['state'],
  );
  gauge('db_pool_waiting', 'Queries waiting for a database connection.', (g) => g.set(app.pool.waitingCount));
  // One read of each per scrape, shared by the gauges that show it.
  let reading: Promise<Awaited<ReturnType<typeof readJobs>>> | undefined;
  const readJobs = async () => {
    const [mail, expiry, imports] = await Promise.all([
      outboxMetrics(app.db),
      expiryMetrics(app.db, app.config.ORDER_HOLD_SECONDS),
      importMetrics(app.db),
    ]);
    return { mail, expiry, imports };
  };
  const jobs = () => (reading ??= readJobs().finally(() => setTimeout(() => (reading = undefined), 1000).unref()));
  gauge('mail_outbox_waiting', 'Mails written and not yet sent (nor given up on).', async (g) => g.set((await jobs()).mail.waiting));
  gauge('mail_outbox_oldest_waiting_seconds', 'How long the oldest unsent mail has waited.', async (g) =>
    g.set((await jobs()).mail.oldestWaitingSeconds),
  );
  gauge('mail_outbox_failed', 'Mails given up on after their last attempt.', async (g) => g.set((await jobs()).mail.failed));
  gauge(
    'job_lag_seconds',
    'How late each background job is with its oldest due work (0: nothing overdue).',
    async (g) => {
      const { mail, expiry, imports } = await jobs();
      g.set({ job: 'mail' }, mail.lagSeconds);
      g.set({ job: 'order-expiry' }, expiry.lagSeconds);
      g.set({ job: 'imports' }, imports.lagSeconds);
    },
    ['job'],
  );
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time). */
function tokenMatches(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/** The metrics on their own port, bound to 127.0.0.1: for a scraper on the same host, no token. */
function localListener(app: FastifyInstance, registry: Registry, port: number) {
  let server: Server | undefined;
  app.addHook('onListen', async () => {
    server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
        return;
      }
      registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (err: unknown) => {
          app.log.error(err, 'metrics: could not collect');
          res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be collected.\n');
        },
      );
    });
    await new Promise<void>((resolve, reject) => server!.once('error', reject).listen(port, '127.0.0.1', resolve));
    app.log.info(`metrics on http://127.0.0.1:${port}/metrics`);
  });
  app.addHook('onClose', async () => {
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
  });
}

export const metricsPlugin = fp(async (app) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const cacheLookups = new Counter({
    name: 'shop_cache_lookups_total',
    help: 'Cache lookups by cache (response, page) and result (hit, miss).',
    labelNames: ['cache', 'result'],
    registers: [registry],
  });
  const observeHttp = httpMetrics(registry);
  const orders = orderMetrics(registry);
  scrapedMetrics(app, registry);
  app.decorate('metrics', {
    registry,
    cacheLookup: (cache, hit) => cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' }),
    flowDone: orders.flowDone,
  } satisfies ShopMetrics);

  app.addHook('onResponse', (request, reply, done) => {
    observeHttp(request, reply);
    done();
  });
  app.addHook('onError', (_request, _reply, error, done) => {
    orders.paymentFailed(error);
    done();
  });

  const { METRICS_TOKEN: token, METRICS_PORT: port } = app.config;
  if (port !== undefined) localListener(app, registry, port);
  // Never public: without a token the shop's port has no /metrics at all (404).
  if (token !== undefined) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!tokenMatches(request, token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ message: 'The metrics need the METRICS_TOKEN as a bearer token.' });
      }
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    });
  }
});
