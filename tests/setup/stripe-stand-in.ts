import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The form-encoded body Stripe's SDK sends (metadata[orderId], automatic_payment_methods[enabled], ...). */
  form: URLSearchParams;
}

export interface StripeStandIn {
  /** For STRIPE_API_BASE. */
  url: string;
  requests: RecordedRequest[];
  /** Answer the next `times` calls with a Stripe API error (400, not retried by the SDK). */
  failNext(times?: number): void;
  /** Answer the next refund with this status (a bank that still has to confirm: 'pending'); 'succeeded' otherwise. */
  nextRefundStatus(status: string): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  res.end(JSON.stringify(body));
}

const metadataOf = (form: URLSearchParams) =>
  Object.fromEntries([...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]));

function intentFrom(form: URLSearchParams) {
  const intentId = id('pi');
  const metadata = metadataOf(form);
  return {
    id: intentId,
    object: 'payment_intent',
    client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
    amount: Number(form.get('amount')),
    currency: form.get('currency'),
    status: 'requires_payment_method',
    livemode: false,
    metadata,
  };
}

function refundFrom(form: URLSearchParams, status: string) {
  return {
    id: id('re'),
    object: 'refund',
    amount: Number(form.get('amount')),
    payment_intent: form.get('payment_intent'),
    status,
    metadata: metadataOf(form),
  };
}

/**
 * A tiny local stand-in for Stripe's POST /v1/payment_intents and POST /v1/refunds: records each
 * request and answers a PaymentIntent or a Refund, the same one again for a repeated
 * Idempotency-Key (as Stripe does). No network.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const byKey = new Map<string, unknown>();
  let failures = 0;
  let refundStatus = 'succeeded';

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, form });
      const known = req.method === 'POST' && (req.url === '/v1/payment_intents' || req.url === '/v1/refunds');
      if (!known) {
        return send(res, 404, {
          error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url}).` },
        });
      }
      if (failures > 0) {
        failures--;
        return send(res, 400, { error: { type: 'invalid_request_error', message: 'Stand-in refused this request.' } });
      }
      const key = String(req.headers['idempotency-key'] ?? id('nokey'));
      if (!byKey.has(key)) {
        byKey.set(key, req.url === '/v1/refunds' ? refundFrom(form, refundStatus) : intentFrom(form));
        if (req.url === '/v1/refunds') refundStatus = 'succeeded';
      }
      send(res, 200, byKey.get(key));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(times = 1) {
      failures = times;
    },
    nextRefundStatus(status: string) {
      refundStatus = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
