import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got: its headers, raw body and parsed JSON. */
export interface Received {
  /** The path asked for. */
  url: string;
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: { id: string; type: string; createdAt: string; data: Record<string, unknown> };
  at: number;
}

/** What the receiver does with its nth request (from 1): answer a status, cut the connection, or never answer. */
export type Behaviour = (n: number, got: Received) => number | 'destroy' | 'hang';

export interface Receiver {
  url: string;
  received: Received[];
  /** Waits until `count` requests arrived (that `filter` keeps), or fails after `timeoutMs`. */
  waitFor: (count: number, filter?: (r: Received) => boolean, timeoutMs?: number) => Promise<Received[]>;
  close: () => Promise<void>;
}

/**
 * A webhook receiver on 127.0.0.1 for the API tests: a node http server that records every
 * request and answers as `behave` says (200 by default).
 */
export async function startReceiver(behave: Behaviour = () => 200): Promise<Receiver> {
  const received: Received[] = [];
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const got: Received = { url: req.url ?? '', headers: req.headers, raw, body: JSON.parse(raw), at: Date.now() };
      received.push(got);
      const what = behave(received.length, got);
      if (what === 'destroy') return void req.socket.destroy();
      if (what === 'hang') return void hanging.push(res);
      // A redirect points elsewhere on this receiver: a client that followed it would ask for /redirected.
      const location = what >= 300 && what < 400 ? { location: '/redirected' } : {};
      res.writeHead(what, { 'content-type': 'text/plain', ...location }).end(what < 300 ? 'thanks' : `no: ${what}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    async waitFor(count, filter = () => true, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.filter(filter).length < count) {
        if (Date.now() > until) throw new Error(`receiver: ${received.filter(filter).length} of ${count} requests after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return received.filter(filter);
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Checks `Shop-Signature: t=…,v1=…` against the raw body as a receiver should: HMAC-SHA256(secret, "t.body"), compared in constant time. */
export function signatureValid(secret: string, header: string | string[] | undefined, raw: string): boolean {
  const parts = Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((p) => p.split('=') as [string, string]),
  );
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${raw}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
