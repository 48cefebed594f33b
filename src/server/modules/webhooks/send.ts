import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPrivateAddress, publicOnlyLookup } from './address-guard.js';

/** How many bytes of the receiver's answer a delivery keeps. */
export const RESPONSE_BYTES = 1024;

export interface SignedRequest {
  url: string;
  secret: string;
  eventId: string;
  type: string;
  body: string;
}

export interface SendOptions {
  timeoutMs: number;
  allowPrivate: boolean;
}

/** What one attempt got: a status (any 2xx is delivered) and the first bytes, or an error. */
export interface AttemptResult {
  statusCode: number | null;
  response: string | null;
  error: string | null;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, as Stripe signs. */
export function signature(secret: string, body: string, at = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex');
  return `t=${at},v1=${v1}`;
}

const failed = (error: string, statusCode: number | null = null, response: string | null = null): AttemptResult => ({
  statusCode,
  response,
  error,
});

/**
 * POSTs one event: signed, redirects not followed (a 3xx is an answer like any non-2xx), given up
 * after `timeoutMs` in all (connecting, waiting and reading), the first bytes of the answer kept.
 * Without `allowPrivate`, an address inside (checked on the addresses the connection uses) is refused.
 */
export function sendSigned(request: SignedRequest, { timeoutMs, allowPrivate }: SendOptions): Promise<AttemptResult> {
  const url = new URL(request.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) && isPrivateAddress(host)) return Promise.resolve(failed(`${host} is a private or loopback address`));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.request(url, {
      method: 'POST',
      signal: AbortSignal.timeout(timeoutMs),
      ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'PartsHub-Webhooks/1',
        'shop-event-id': request.eventId,
        'shop-event': request.type,
        'shop-signature': signature(request.secret, request.body),
      },
    });
    req.on('error', (err) => {
      const timedOut = err.name === 'AbortError' || (err as { code?: string }).code === 'ABORT_ERR';
      resolve(failed(timedOut ? `No answer within ${timeoutMs / 1000} s` : err.message || String(err)));
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const text = Buffer.concat(chunks).subarray(0, RESPONSE_BYTES).toString('utf8');
        const status = res.statusCode ?? 0;
        resolve(
          status >= 200 && status < 300 ? { statusCode: status, response: text, error: null } : failed(`HTTP ${status}`, status, text),
        );
        res.destroy();
      };
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= RESPONSE_BYTES) done();
      });
      res.on('end', done);
      res.on('error', done);
    });
    req.end(request.body);
  });
}
