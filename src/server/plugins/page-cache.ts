import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A rendered page as it goes on the wire: compressed once, when it is made. */
export interface StoredPage {
  status: number;
  etag: string;
  bodies: Record<'br' | 'gzip' | 'identity', Buffer>;
}

/** Brotli at quality 5: within a few per cent of the best size for HTML, at about the cost of gzip. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

export function storedPage(status: number, html: string): StoredPage {
  const identity = Buffer.from(html);
  return {
    status,
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    bodies: { identity, br: brotliCompressSync(identity, BROTLI), gzip: gzipSync(identity) },
  };
}

/** Sends the page in the best encoding the client accepts, or a 304 when it holds this version. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: StoredPage, hit: boolean) {
  reply
    .status(page.status)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', page.etag)
    .header('x-cache', hit ? 'hit' : 'miss')
    .type('text/html; charset=utf-8');
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  const encoding = (encodings.negotiate(request.headers['accept-encoding'] ?? '') ?? 'identity') as keyof StoredPage['bodies'];
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(page.bodies[encoding]);
}

/**
 * Server-rendered pages by origin and URL, held while the public answers they were made from have
 * not changed (`generation`: the response cache moves it on every drop, on any instance; null while
 * it cannot hear the others), at most `maxEntries`, least recently used out first. Every page is a
 * guest's, so one copy serves everyone.
 */
export function createPageCache(generation: () => number | null, maxEntries = 200) {
  const pages = new Map<string, { generation: number; page: StoredPage }>();
  return {
    get(key: string): StoredPage | undefined {
      const held = pages.get(key);
      if (!held) return undefined;
      pages.delete(key);
      if (held.generation !== generation()) return undefined;
      pages.set(key, held); // most recently used last
      return held.page;
    },
    /**
     * Stores the page unless the public answers changed while it was being rendered (`since`), or
     * this instance cannot hear other instances' changes (null).
     */
    set(key: string, since: number | null, page: StoredPage) {
      if (since === null || since !== generation() || page.status !== 200) return;
      pages.delete(key);
      pages.set(key, { generation: since, page });
      if (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
    },
  };
}
