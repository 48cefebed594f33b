import http from 'node:http';
import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../src/shared/messages.js';
import { useTestApp } from '../../setup/app.js';
import { listening } from '../../setup/raw-http.js';

// Issue #14, "Also": a body over the limit (1 MB) gets the 413 answer, never a reset connection,
// even while the client is still sending. Over a real socket: app.inject has no connection to reset.
const t = useTestApp({ admin: false });
let port: number;
beforeAll(async () => {
  port = await listening(t.app);
});

const FIVE_MB = 5 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');
let n = 0;

interface Outcome {
  status?: number;
  body?: string;
  /** A socket error the client met (EPIPE, ECONNRESET), if any. */
  error?: string;
  /** Whether every byte of the body was written before the server ended the connection. */
  sentAll?: boolean;
}

/** Reads one HTTP response off the socket: resolves once its body is complete, or when the socket closes. */
function response(socket: net.Socket): Promise<Outcome> {
  return new Promise((resolve) => {
    let raw = Buffer.alloc(0);
    let error: string | undefined;
    const parsed = (): Outcome | undefined => {
      const text = raw.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return undefined;
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end))?.[1] ?? NaN);
      const body = raw.subarray(end + 4).toString('utf8');
      if (!(Buffer.byteLength(body) >= length)) return undefined;
      return { status: Number(text.slice(9, 12)), body, error };
    };
    socket.on('data', (d: Buffer) => {
      raw = Buffer.concat([raw, d]);
      const done = parsed();
      if (done) resolve(done);
    });
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => resolve(parsed() ?? { error: error ?? 'closed without an answer' }));
  });
}

/** POSTs 5 MB to /api/contact, declared by Content-Length or chunked, as fast as the socket takes it or paced. */
async function postFiveMegabytes(framing: 'content-length' | 'chunked', pauseMs: number): Promise<Outcome> {
  const socket = net.connect(port, '127.0.0.1');
  let socketError: string | undefined;
  socket.on('error', (e: NodeJS.ErrnoException) => (socketError ??= e.code ?? e.message));
  const answer = response(socket);
  const framingHeader = framing === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${FIVE_MB}`;
  const ip = `198.51.100.${++n}`;
  const head = `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nX-Forwarded-For: ${ip}\r\n${framingHeader}\r\n\r\n`;
  const write = (data: string | Buffer) =>
    new Promise<void>((resolve) => {
      if (socket.destroyed) return resolve();
      if (socket.write(data)) resolve();
      else socket.once('drain', resolve).once('close', resolve);
    });
  let sent = 0;
  /** How much of the body was written when the server ended the connection, if it did. */
  let sentWhenEnded: number | undefined;
  socket.once('end', () => (sentWhenEnded ??= sent));
  await write(head);
  while (sent < FIVE_MB && !socket.destroyed && sentWhenEnded === undefined) {
    await write(
      framing === 'chunked' ? Buffer.concat([Buffer.from(`${CHUNK.length.toString(16)}\r\n`), CHUNK, Buffer.from('\r\n')]) : CHUNK,
    );
    sent += CHUNK.length;
    if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
  }
  if (framing === 'chunked') await write('0\r\n\r\n');
  const sentAll = sent >= FIVE_MB && (sentWhenEnded === undefined || sentWhenEnded >= FIVE_MB);
  const outcome = await answer;
  // The whole body went out without the connection breaking under it (what a client such as curl
  // or Node's http reports as the request's failure, whatever it read before).
  await new Promise((r) => setTimeout(r, 50));
  socket.destroy();
  return { ...outcome, error: outcome.error ?? socketError, sentAll };
}

function expectTooLarge(outcome: Outcome) {
  expect(outcome.error, JSON.stringify(outcome)).toBeUndefined();
  expect(outcome.sentAll, JSON.stringify(outcome)).toBe(true);
  expect(outcome.status, JSON.stringify(outcome)).toBe(413);
  expect(JSON.parse(outcome.body!)).toEqual({ message: apiMessages.bodyTooLarge, code: 'TOO_LARGE' });
}

describe('a body over the limit, over a real socket', () => {
  it('gets the 413 answer with a Content-Length over the limit, sent as fast as the socket takes it', async () => {
    expectTooLarge(await postFiveMegabytes('content-length', 0));
  });

  it('gets the 413 answer with a Content-Length over the limit, sent slowly', async () => {
    expectTooLarge(await postFiveMegabytes('content-length', 2));
  });

  it('gets the 413 answer with chunked transfer encoding, sent as fast as the socket takes it', async () => {
    expectTooLarge(await postFiveMegabytes('chunked', 0));
  });

  it('gets the 413 answer with chunked transfer encoding, sent slowly', async () => {
    expectTooLarge(await postFiveMegabytes('chunked', 2));
  });

  it("gets the 413 answer through Node's http client, which fails the request on a reset", async () => {
    const outcome = await new Promise<Outcome>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/contact', agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode, body, sentAll: true }));
      });
      req.setHeader('content-type', 'application/json');
      req.setHeader('x-forwarded-for', '198.51.100.100');
      req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
      req.end(Buffer.alloc(FIVE_MB, 'a'));
    });
    expectTooLarge(outcome);
  });

  it('still answers a small body on a fresh connection afterwards', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.200' },
      body: JSON.stringify({ email: 'someone@example.com', subject: 'Hello', message: 'A question about a battery.' }),
    });
    expect(res.status).toBe(201);
  });
});
