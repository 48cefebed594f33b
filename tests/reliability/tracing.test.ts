/**
 * OpenTelemetry traces (issue 32): the built shop, started as `npm start` starts it (the preload) with
 * OTEL_EXPORTER_OTLP_ENDPOINT pointing at a local OTLP/HTTP receiver, sends a checkout's trace: the
 * HTTP request's span, the `flow placeOrder` span under it and the SQL statements under that, in one
 * trace whose id is the request id of the request's log lines. Unset, the preload loads nothing.
 */
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/shared/schemas/product.js';
import { createTestDatabase } from '../setup/database.js';
import { call, httpSession, PROCESS_ADMIN, ROOT, SERVER_PRELOAD, sleep, startServer, type ServerProcess } from '../setup/process.js';

/** A span as OTLP/HTTP JSON sends it (the fields the test reads). */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  scope: string;
}
const SERVER_KIND = 2;

/** A local OTLP/HTTP receiver: every span POSTed to /v1/traces (JSON), flattened with its scope's name. */
function otlpReceiver(): { server: Server; spans: OtlpSpan[] } {
  const spans: OtlpSpan[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces' && req.headers['content-type'] === 'application/json') {
        const payload = JSON.parse(body) as {
          resourceSpans: { scopeSpans: { scope: { name: string }; spans: Omit<OtlpSpan, 'scope'>[] }[] }[];
        };
        for (const resource of payload.resourceSpans)
          for (const scoped of resource.scopeSpans) for (const span of scoped.spans) spans.push({ ...span, scope: scoped.scope.name });
      }
      res.writeHead(req.url === '/v1/traces' ? 200 : 404, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { server, spans };
}

const receiver = otlpReceiver();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'partshub-tracing-'));
let drop: (() => Promise<void>) | undefined;
let shop: ServerProcess | undefined;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  const database = await createTestDatabase();
  drop = database.drop;
  shop = await startServer({
    dataDir,
    env: {
      DATABASE_URL: database.url,
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}`,
      OTEL_BSP_SCHEDULE_DELAY: '200',
      // info: each request's log lines, with their request id.
      LOG_LEVEL: 'info',
    },
  });
  let partial = '';
  shop.child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop()!;
    for (const line of lines) if (line.startsWith('{')) logLines.push(JSON.parse(line) as Record<string, unknown>);
  });
}, 120_000);

afterAll(async () => {
  await shop?.stop('SIGKILL', 5000);
  await drop?.();
  await new Promise((resolve) => receiver.server.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

/** Whether `span` is below `ancestor` in its trace. */
function descends(span: OtlpSpan, ancestor: OtlpSpan, byId: Map<string, OtlpSpan>): boolean {
  for (let parent = byId.get(span.parentSpanId ?? ''); parent; parent = byId.get(parent.parentSpanId ?? '')) {
    if (parent.spanId === ancestor.spanId) return true;
  }
  return false;
}

/** A guest checkout of one unit of a new part, shipped by the seed's "Standard ground". */
async function checkout(url: string): Promise<string> {
  const admin = await httpSession(url, PROCESS_ADMIN.email, PROCESS_ADMIN.password, true);
  const part = { name: 'Traced part', sublierName: 'S', cost: 12, Quantity: 5, category: 'fans' };
  const created = await call(url, admin, 'POST', '/api/service', part);
  expect(created.status).toBe(201);
  const options = (await call(url, admin, 'GET', '/api/admin/shipping-options')).json() as { _id: string; name: string }[];
  const order = await call(url, null, 'POST', '/api/checkout', {
    email: `traced-${Date.now()}@example.com`,
    items: [{ productId: (created.json() as Product)._id, quantity: 1 }],
    address: { name: 'Ada Lovelace', line1: '1 Main Street', city: 'Springfield', postalCode: '62701', country: 'US', phone: '5551234' },
    shippingOptionId: options.find((o) => o.name === 'Standard ground')!._id,
  });
  expect(order.status).toBe(201);
  return (order.json() as { _id: string })._id;
}

describe('tracing', () => {
  it("sends a checkout's request, flow and SQL statements as one trace, whose id is the request id of its log lines", async () => {
    const s = shop!;
    await checkout(s.url);

    const isRequest = (span: OtlpSpan) => span.kind === SERVER_KIND && span.name === 'POST /api/checkout';
    let request: OtlpSpan | undefined;
    let flow: OtlpSpan | undefined;
    for (let i = 0; i < 100 && !(request && flow); i++) {
      await sleep(100);
      request = receiver.spans.find(isRequest);
      flow = receiver.spans.find((span) => span.traceId === request?.traceId && span.name === 'flow placeOrder');
    }
    expect(request, `no span of the checkout request among ${receiver.spans.length}`).toBeDefined();
    expect(flow, 'no flow span in the request trace').toBeDefined();
    await sleep(500); // the statements' spans end before the flow's: they were in the same or an earlier batch

    const trace = receiver.spans.filter((span) => span.traceId === request!.traceId);
    const byId = new Map(trace.map((span) => [span.spanId, span]));
    // One trace per request: the request's span is its root and the only server span in it.
    expect(request!.parentSpanId ?? '').toBe('');
    expect(trace.filter((span) => span.kind === SERVER_KIND)).toHaveLength(1);
    expect(descends(flow!, request!, byId)).toBe(true);
    // Fastify's spans (the request, its hooks and handler) are in the trace too.
    expect(trace.some((span) => span.scope === '@fastify/otel' && span.name.startsWith('handler'))).toBe(true);

    const statements = trace.filter((span) => span.scope === '@opentelemetry/instrumentation-pg' && span.name.startsWith('pg.query'));
    const underFlow = statements.filter((span) => descends(span, flow!, byId));
    // Named `pg.query:<verb> <database>`: the flow's transaction and its one statement placing the order (ADR 007).
    const verbs = underFlow.map((span) => span.name.split(' ')[0]);
    expect(verbs).toEqual(expect.arrayContaining(['pg.query:BEGIN', 'pg.query:SELECT', 'pg.query:WITH', 'pg.query:COMMIT']));
    expect(statements.every((span) => descends(span, request!, byId))).toBe(true);

    // The request's log lines carry the trace id as their request id.
    const incoming = logLines.find((l) => l.msg === 'incoming request' && (l.req as { url?: string }).url === '/api/checkout');
    expect(incoming?.reqId).toBe(request!.traceId);
    const completed = logLines.filter((l) => l.reqId === request!.traceId).map((l) => l.msg);
    expect(completed).toContain('request completed');
  }, 60_000);

  it('flushes the spans still waiting when the shop stops', async () => {
    const s = shop!;
    const before = receiver.spans.length;
    expect((await call(s.url, null, 'GET', '/api/service?limit=1')).status).toBe(200);
    expect(await s.stop('SIGTERM')).toBe(0);
    const read = receiver.spans.slice(before).find((span) => span.kind === SERVER_KIND && span.name === 'GET /api/service');
    expect(read).toBeDefined();
  }, 60_000);

  it('loads nothing of OpenTelemetry when OTEL_EXPORTER_OTLP_ENDPOINT is unset', () => {
    const script = [
      "import { createRequire } from 'node:module';",
      "const { newRequestId } = await import('./dist/server/lib/tracing.js');",
      'const loaded = Object.keys(createRequire(import.meta.url).cache).filter((f) => f.includes("@opentelemetry"));',
      'console.log(JSON.stringify({ loaded, id: newRequestId() }));',
    ].join('\n');
    const run = spawnSync(process.execPath, ['--import', SERVER_PRELOAD, '--input-type=module', '-e', script], {
      cwd: ROOT,
      env: { PATH: process.env.PATH },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const { loaded, id } = JSON.parse(run.stdout) as { loaded: string[]; id: string };
    expect(loaded).toEqual([]);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
