import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';

/** What a cached answer depends on; a write names the tags it changes. */
export type CacheTag = 'products' | 'reviews' | 'blogs' | 'blog-reviews' | 'best-sellers' | 'content';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** GET answers cached by URL until a write invalidates this tag. */
    cache?: CacheTag;
    /** A successful write through this route invalidates these tags. */
    invalidates?: CacheTag[];
  }
  interface FastifyInstance {
    responseCache: { invalidate: (tags: CacheTag[]) => void };
  }
  interface FastifyRequest {
    cacheVersion?: number;
  }
}

interface Entry {
  body: string;
  etag: string;
}

const CHANNEL = 'partshub_cache';
const MAX_ENTRIES = 2000;

/**
 * Caches the serialized answers of public GET routes in memory with an ETag (304 on a match),
 * and drops them the moment a write changes them — on this instance at once, on others
 * through PostgreSQL LISTEN/NOTIFY.
 */
/** Cached answers by tag (one map per tag, so a write drops its tag's answers without scanning the others), bounded in count. */
function createTagStore() {
  const byTag = new Map<CacheTag, Map<string, Entry>>();
  const versions = new Map<CacheTag, number>();
  let size = 0;
  const version = (tag: CacheTag) => versions.get(tag) ?? 0;

  return {
    version,
    get: (tag: CacheTag, key: string) => byTag.get(tag)?.get(key),
    /** Drops the tags' answers and moves their versions on, so an answer made before the drop is not stored after it. */
    drop(tags: CacheTag[]) {
      for (const tag of tags) {
        versions.set(tag, version(tag) + 1);
        size -= byTag.get(tag)?.size ?? 0;
        byTag.delete(tag);
      }
    },
    set(tag: CacheTag, key: string, entry: Entry) {
      let entries = byTag.get(tag);
      if (!entries) byTag.set(tag, (entries = new Map()));
      if (size >= MAX_ENTRIES && !entries.has(key)) {
        // Drop the oldest answer of any tag that holds one.
        const victim = entries.size > 0 ? entries : [...byTag.values()].find((m) => m.size > 0);
        if (victim) {
          victim.delete(victim.keys().next().value!);
          size--;
        }
      }
      if (!entries.has(key)) size++;
      entries.set(key, entry);
    },
  };
}

export const responseCachePlugin = fp(async (app) => {
  const store = createTagStore();
  const dropLocal = store.drop;
  const version = store.version;

  const listener = new pg.Client({ connectionString: app.dbUrl });
  listener.on('error', (err) => app.log.warn({ err }, 'cache listener lost; clearing the cache'));
  listener.on('notification', (msg) => {
    if (msg.channel === CHANNEL && msg.payload) dropLocal(msg.payload.split(',') as CacheTag[]);
  });
  await listener.connect();
  await listener.query(`LISTEN ${CHANNEL}`);
  app.addHook('onClose', async () => {
    await listener.end().catch(() => {});
  });

  function invalidate(tags: CacheTag[]) {
    dropLocal(tags);
    app.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, tags.join(',')]).catch((err) => app.log.warn({ err }, 'cache notify failed'));
  }
  app.decorate('responseCache', { invalidate });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const tag = request.routeOptions.config.cache;
    if (!tag || request.method !== 'GET') return;
    request.cacheVersion = version(tag);
    const hit = store.get(tag, request.url);
    if (!hit) return;
    reply.header('etag', hit.etag).header('cache-control', 'public, no-cache').header('x-cache', 'hit');
    if (request.headers['if-none-match'] === hit.etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const { cache: tag, invalidates } = request.routeOptions.config;
    if (invalidates && reply.statusCode < 400 && request.method !== 'GET') invalidate(invalidates);
    if (!tag || request.method !== 'GET' || reply.statusCode !== 200 || reply.getHeader('x-cache') === 'hit') return payload;
    if (typeof payload !== 'string') return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag).header('cache-control', 'public, no-cache').header('x-cache', 'miss');
    // Store only if no write happened while this answer was being made.
    if (request.cacheVersion === version(tag)) store.set(tag, request.url, { body: payload, etag });
    if (request.headers['if-none-match'] === etag) {
      reply.status(304);
      return '';
    }
    return payload;
  });

  // Answers for a signed-in user are never stored by browsers or proxies.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && request.url.startsWith('/api/')) reply.header('cache-control', 'private, no-store');
    return payload;
  });
});
