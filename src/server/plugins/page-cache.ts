import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CacheTag } from './response-cache.js';

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
  request.server.metrics.cacheLookup('page', hit);
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

/** The version of every cache tag at one moment (the response cache's); null while it cannot hear other instances. */
export type TagVersions = Readonly<Record<CacheTag, number>>;

/** What a page was made from: the tags of the public answers it used, each at the version it had then. */
type Dependencies = readonly (readonly [CacheTag, number])[];

/** Least recently used first out; a get moves the page to the back. */
function lru(maxEntries: number) {
  const pages = new Map<string, { deps: Dependencies; page: StoredPage }>();
  return {
    take(key: string) {
      const held = pages.get(key);
      if (held) pages.delete(key);
      return held;
    },
    put(key: string, held: { deps: Dependencies; page: StoredPage }) {
      pages.delete(key);
      pages.set(key, held);
      if (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
    },
  };
}

/**
 * Server-rendered pages by canonical URL (the shop's own origin, its path and the query the page
 * reads), each held while the public answers it was made from have not changed: a page names the
 * cache tags of its answers, and a write that drops a tag (on any instance) voids only the pages
 * made from it. Pages with a query (searches, filters, page numbers) are kept apart from plain
 * ones, so a stream of made-up searches cannot push the home page out. Every page is a guest's,
 * so one copy serves everyone.
 */
export function createPageCache(versions: () => TagVersions | null, limits = { plain: 200, queried: 100 }) {
  const plain = lru(limits.plain);
  const queried = lru(limits.queried);
  const segment = (key: string) => (key.includes('?') ? queried : plain);
  const current = (deps: Dependencies, now: TagVersions | null) => now !== null && deps.every(([tag, v]) => now[tag] === v);
  return {
    get(key: string): StoredPage | undefined {
      const store = segment(key);
      const held = store.take(key);
      if (!held || !current(held.deps, versions())) return undefined;
      store.put(key, held);
      return held.page;
    },
    /**
     * Stores a 200 page made from answers of these `tags`, unless one of them changed while it was
     * being rendered (`since`: the versions when it started) or this instance cannot hear the
     * other instances' changes (null).
     */
    set(key: string, since: TagVersions | null, tags: Iterable<CacheTag>, page: StoredPage) {
      if (since === null || page.status !== 200) return;
      const deps = [...new Set(tags)].map((tag) => [tag, since[tag]] as const);
      if (current(deps, versions())) segment(key).put(key, { deps, page });
    },
  };
}
