import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: () => Record<string, unknown>;
}

/** Listens the test app on a free port of 127.0.0.1 (once) and answers the port. */
export async function listening(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

export interface RawRequest {
  method: string;
  /** The request target exactly as it goes on the request line: not normalised, not encoded. */
  target: string;
  headers?: Record<string, string>;
  body?: string | object;
}

/**
 * Sends one request over a real socket with the request target written as given (app.inject
 * would parse and rebuild it), and answers the response.
 */
export function rawRequest(port: number, { method, target, headers = {}, body }: RawRequest): Promise<RawResponse> {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const contentType = typeof body === 'object' ? { 'content-type': 'application/json' } : {};
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: target, agent: false, headers: { ...contentType, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, json: () => JSON.parse(text) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
