import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import { isApiRequest } from '../lib/http.js';
import { listenOnChannel } from '../lib/pg-listen.js';

/**
 * What a cached answer depends on; a write names the tags it changes. `settings`: answers fixed by
 * the server's settings for its lifetime (nothing drops them).
 */
export const CACHE_TAGS = [
  'products',
  'product-reviews',
  'reviews',
  'blogs',
  'blog-reviews',
  'best-sellers',
  'content',
  'settings',
] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** GET answers cached by route, parameters and validated query until a write invalidates this tag. */
    cache?: CacheTag;
    /** A successful write through this route invalidates these tags. */
    invalidates?: CacheTag[];
    /**
     * The answer also says something about the signed-in caller (their own review, their restock
     * alert): only answers to requests without credentials are cached and public.
     */
    cacheGuestsOnly?: boolean;
  }
  interface FastifyInstance {
    responseCache: {
      invalidate: (tags: CacheTag[]) => void;
      /** What is held now: answers and their bytes. */
      stats: () => { entries: number; bytes: number };
      /**
       * Every tag's version now; a tag's moves on whenever it is dropped, here or on another
       * instance: something made from a tag's answers (a server-rendered page) is still true while
       * its version has not moved. Null while this instance cannot hear the others' drops: nothing
       * may be kept or served then.
       */
      versions: () => Readonly<Record<CacheTag, number>> | null;
    };
  }
  interface FastifyRequest {
    /** The route caches, but this answer is the signed-in caller's own. */
    cachePrivate?: boolean;
    cacheVersion?: number;
    cacheKey?: string;
  }
}

interface Entry {
  body: Buffer;
  etag: string;
  /** What the entry holds in memory: its body and its headers. */
  bytes: number;
  /**
   * The whole header set the miss answered with (security headers, content type, total count,
   * links, ETag, cache policy), computed once when the entry is stored, with `x-cache: hit` and
   * the content length: a hit writes it as it is.
   */
  headers: Record<string, string | string[]>;
  /** The same headers for a 304 (no body: no content type or length). */
  notModified: Record<string, string | string[]>;
}

const CHANNEL = 'partshub_cache';
/** Headers that belong to one exchange rather than to the answer: never stored. */
const PER_EXCHANGE = new Set(['content-length', 'connection', 'keep-alive', 'transfer-encoding', 'date', 'retry-after', 'x-cache']);
const perExchange = (name: string) => PER_EXCHANGE.has(name) || name.startsWith('x-ratelimit');

/**
 * The stored form of a 200 answer: its final headers as the miss sent them, minus those of the
 * exchange; null when the answer sets a cookie (it is someone's own, never shared).
 */
function entryOf(reply: FastifyReply, payload: string, etag: string): Entry | null {
  const sent = reply.getHeaders();
  if (sent['set-cookie'] !== undefined) return null;
  const kept: Record<string, string | string[]> = {};
  let headerBytes = 0;
  for (const [name, value] of Object.entries(sent)) {
    if (value === undefined || perExchange(name)) continue;
    kept[name] = Array.isArray(value) ? value.map(String) : String(value);
    headerBytes += name.length + String(kept[name]).length;
  }
  const body = Buffer.from(payload);
  const { 'content-type': _type, ...notModified } = kept;
  return {
    body,
    etag,
    bytes: body.length + headerBytes,
    headers: { ...kept, 'x-cache': 'hit', 'content-length': String(body.length) },
    notModified: { ...notModified, 'x-cache': 'hit' },
  };
}

/**
 * The answer's identity: its route, its path parameters and its query as the route's schema reads
 * it (unknown parameters dropped, defaults applied), so `?x=1` and `?x=2` are one answer and a
 * stranger cannot fill the cache with copies. Null when the query is invalid (validation answers).
 */
function cacheKey(request: FastifyRequest): string | null {
  const schema = request.routeOptions.schema?.querystring as ZodType | undefined;
  let query: unknown = {};
  if (schema) {
    const parsed = schema.safeParse(request.query);
    if (!parsed.success) return null;
    query = parsed.data;
  }
  return `${request.routeOptions.url}\u0000${JSON.stringify(request.params)}\u0000${JSON.stringify(query)}`;
}

/** A bearer token or a session cookie: the answer may be about this caller. */
const hasCredentials = (request: FastifyRequest) =>
  Boolean(request.headers.authorization) || Boolean(request.headers.cookie?.includes('session_token'));

/** Cached answers by tag (one map per tag, so a write drops its tag's answers without scanning the others), bounded in bytes. */
function createTagStore(maxBytes: number) {
  const byTag = new Map<CacheTag, Map<string, Entry>>();
  const versions = new Map<CacheTag, number>();
  let bytes = 0;
  let entries = 0;
  /** False while the LISTEN connection is down: another instance's write would go unheard. */
  let hearing = true;
  const version = (tag: CacheTag) => versions.get(tag) ?? 0;

  /** Drops the oldest answers, of any tag, until `needed` more bytes fit. */
  function evict(needed: number) {
    for (const map of byTag.values()) {
      for (const [key, entry] of map) {
        if (bytes + needed <= maxBytes) return;
        map.delete(key);
        bytes -= entry.bytes;
        entries--;
      }
    }
  }

  /** Drops the tags' answers and moves their versions on, so an answer made before the drop is not stored after it. */
  function drop(tags: CacheTag[]) {
    for (const tag of tags) {
      versions.set(tag, version(tag) + 1);
      for (const entry of byTag.get(tag)?.values() ?? []) bytes -= entry.bytes;
      entries -= byTag.get(tag)?.size ?? 0;
      byTag.delete(tag);
    }
  }

  return {
    version,
    versions: () => (hearing ? (Object.fromEntries(CACHE_TAGS.map((tag) => [tag, version(tag)])) as Record<CacheTag, number>) : null),
    stats: () => ({ entries, bytes }),
    get: (tag: CacheTag, key: string) => (hearing ? byTag.get(tag)?.get(key) : undefined),
    /**
     * Deaf (the LISTEN connection is lost) or hearing again: either way every answer is dropped,
     * since drops may have been missed, and none is stored or served while deaf.
     */
    setHearing(on: boolean) {
      hearing = on;
      drop([...CACHE_TAGS]);
    },
    drop,
    set(tag: CacheTag, key: string, entry: Entry) {
      if (entry.bytes > maxBytes || !hearing) return;
      let map = byTag.get(tag);
      if (!map) byTag.set(tag, (map = new Map()));
      const old = map.get(key);
      if (old) {
        map.delete(key);
        bytes -= old.bytes;
        entries--;
      }
      evict(entry.bytes);
      map.set(key, entry);
      bytes += entry.bytes;
      entries++;
    },
  };
}

/**
 * Tells the other instances which tags to drop: one `pg_notify` at a time, each carrying every tag
 * dropped since the one before, so a burst of writes (orders under load) costs one round trip,
 * not one per write. Every drop is followed by a notify sent after it.
 */
function notifier(app: FastifyInstance, instance: string) {
  const pending = new Set<CacheTag>();
  let sending = false;
  async function flush() {
    sending = true;
    while (pending.size > 0) {
      const tags = [...pending].join(',');
      pending.clear();
      await app.pool
        .query('SELECT pg_notify($1, $2)', [CHANNEL, `${instance}:${tags}`])
        .catch((err) => app.log.warn({ err }, 'cache notify failed'));
    }
    sending = false;
  }
  return (tags: CacheTag[]) => {
    for (const tag of tags) pending.add(tag);
    if (!sending) void flush();
  };
}

/**
 * This instance's copy is dropped at once; the others' through PostgreSQL LISTEN/NOTIFY. A notice
 * names the instance that sent it, which has already dropped its copy and skips its own notice (a
 * second drop would throw away answers made since the first, for nothing).
 *
 * When the LISTEN connection is lost (a restart, a cut connection), the cache goes deaf: it drops
 * everything and keeps nothing until a new connection listens again (tried after 0.25 s, then
 * doubling to 30 s), then drops everything once more for what it may have missed meanwhile.
 */
async function listenForDrops(app: FastifyInstance, store: ReturnType<typeof createTagStore>) {
  const instance = randomUUID();
  // The connection and its reconnection are lib/pg-listen.ts's (shared with the session revocations).
  await listenOnChannel(app, CHANNEL, {
    notice: (payload) => {
      const [from, tags = ''] = payload.split(':');
      if (from !== instance && tags) store.drop(tags.split(',') as CacheTag[]);
    },
    lost: (err) => {
      app.log.warn({ err }, 'cache listener lost; the cache is off until it listens again');
      store.setHearing(false);
    },
    back: () => {
      store.setHearing(true);
      app.log.info('cache listener back; the cache is on again');
    },
  });
  const notify = notifier(app, instance);
  return (tags: CacheTag[]) => {
    store.drop(tags);
    notify(tags);
  };
}

/**
 * The stored answer for this request, or undefined (and the request marked for storing its
 * answer). Reads only the request: it runs before any other hook.
 */
function lookup(store: ReturnType<typeof createTagStore>, request: FastifyRequest): Entry | undefined {
  const tag = request.routeOptions.config.cache;
  if (!tag || request.method !== 'GET') return undefined;
  if (request.routeOptions.config.cacheGuestsOnly && hasCredentials(request)) {
    request.cachePrivate = true;
    return undefined;
  }
  request.cacheVersion = store.version(tag);
  const key = cacheKey(request);
  if (key === null) return undefined;
  request.cacheKey = key;
  return store.get(tag, key);
}

/**
 * Caches the serialized answers of public GET routes in memory with an ETag (304 on a match),
 * and drops them the moment a write changes them — on this instance at once, on others
 * through PostgreSQL LISTEN/NOTIFY. Held to RESPONSE_CACHE_MAX_BYTES, oldest out first.
 *
 * Register it before every other plugin that adds hooks: its onRequest hook then runs first, and a
 * hit is written straight to the socket with the headers stored with it (the security headers
 * included), so no other hook runs for it (ADR 004). Fastify still logs the request and runs the
 * onResponse hooks when the answer has gone out.
 */
export const responseCachePlugin = fp(async (app) => {
  const store = createTagStore(app.config.RESPONSE_CACHE_MAX_BYTES);
  const invalidate = await listenForDrops(app, store);
  app.decorate('responseCache', { invalidate, stats: store.stats, versions: store.versions });

  // A callback hook, not an async one: no promise on the path of every request.
  app.addHook('onRequest', (request, reply, done) => {
    const hit = lookup(store, request);
    if (!hit) return done();
    app.metrics.cacheLookup('response', true);
    reply.hijack();
    if (request.headers['if-none-match'] === hit.etag) {
      reply.raw.writeHead(304, hit.notModified);
      reply.raw.end();
    } else {
      reply.raw.writeHead(200, hit.headers);
      reply.raw.end(hit.body);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const { cache: tag, invalidates } = request.routeOptions.config;
    if (invalidates && reply.statusCode < 400 && request.method !== 'GET') invalidate(invalidates);
    if (!tag || request.cachePrivate || request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    // x-cache-tag: what the answer is made from (stored with it), so a page made of answers knows what voids it.
    reply.header('etag', etag).header('cache-control', 'public, no-cache').header('x-cache', 'miss').header('x-cache-tag', tag);
    app.metrics.cacheLookup('response', false);
    // Stored only if no write happened while this answer was being made.
    if (request.cacheKey && request.cacheVersion === store.version(tag)) {
      const entry = entryOf(reply, payload, etag);
      if (entry) store.set(tag, request.cacheKey, entry);
    }
    if (request.headers['if-none-match'] === etag) {
      reply.status(304);
      return '';
    }
    return payload;
  });

  // Answers for a signed-in user are never stored by browsers or proxies.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && isApiRequest(request)) reply.header('cache-control', 'private, no-store');
    return payload;
  });
});
