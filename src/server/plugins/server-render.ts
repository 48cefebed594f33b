import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiTransport, CreateRenderer } from '../../shared/ssr.js';
import { requestUrl } from '../lib/http.js';
import { createPageCache, sendPage, storedPage, type StoredPage } from './page-cache.js';
import { CACHE_TAGS, type CacheTag } from './response-cache.js';

/** What dist/ssr/entry-server.js (built from src/web/entry-server.tsx, which declares it with this type) exports. */
interface RendererModule {
  createRenderer: CreateRenderer;
}

const ROOT = '<div id="root"></div>';

/** The <title>, <meta> and <link> elements React writes first (hoisted from the page): they belong in <head>. */
const LEADING_HEAD = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/** The page's own head elements in <head>, in place of the shell's title and description when it has its own. */
function withHead(shellHead: string, html: string): { head: string; body: string } {
  const hoisted = LEADING_HEAD.exec(html)?.[0] ?? '';
  let head = shellHead;
  if (hoisted.includes('<title>')) head = head.replace(/<title>[^<]*<\/title>\s*/, '');
  if (hoisted.includes('name="description"')) head = head.replace(/<meta\s+name="description"[^>]*>\s*/, '');
  // A replacement function: the page's text (a laptop's name) is never read as a `$` pattern.
  return { head: head.replace('</head>', () => `${hoisted}</head>`), body: html.slice(hoisted.length) };
}

/** What one render learns from the answers it was made from. */
interface RenderSources {
  /** Every answer came from a route the response cache keeps, so a change to any of them drops its tag. */
  cacheable: boolean;
  /** The cache tags of those answers: a drop of any of them voids the page. */
  tags: Set<CacheTag>;
}
const renderSources = new AsyncLocalStorage<RenderSources>();

/** An in-process call of the shop's own API, as the renderer's fetch (same routes, services and cache as a browser's). */
function injectTransport(app: FastifyInstance): ApiTransport {
  return async (url, init) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: init.headers as Record<string, string>,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const sources = renderSources.getStore();
    const tag = res.headers['x-cache-tag'];
    if (sources && typeof tag === 'string' && (CACHE_TAGS as readonly string[]).includes(tag)) sources.tags.add(tag as CacheTag);
    else if (sources) sources.cacheable = false;
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers.set(name, String(value));
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}

/**
 * Public pages answered as HTML that already holds their content (React renders them with the
 * data they need, fetched through the shop's own routes), hydrated by the browser. A page is
 * rendered for its canonical URL: the shop's own origin (PUBLIC_URL, whatever Host the request
 * named) and only the query parameters the page reads, in a fixed order; so a made-up Host or
 * `?x=1` is the same page and the same cache slot. A rendered page is compressed once and kept
 * until an answer it was made from changes (./page-cache.ts); requests for a page that is being
 * rendered wait for that render. Null when no server renderer was built: every page is then
 * rendered by the browser alone.
 */
export async function createServerRenderer(app: FastifyInstance, webRoot: string, ssrRoot: string) {
  const entry = path.join(ssrRoot, 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn(`No server renderer in ${ssrRoot}; pages are rendered in the browser only.`);
    return null;
  }
  const { createRenderer } = (await import(pathToFileURL(entry).href)) as RendererModule;
  const renderer = createRenderer(injectTransport(app));
  const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
  const [before, after] = template.split(ROOT) as [string, string];
  const cache = createPageCache(app.responseCache.versions);
  const origin = app.config.publicUrl;
  /** Renders in progress, by canonical URL: a burst of requests for one page costs one render. */
  const rendering = new Map<string, Promise<Rendered>>();

  type Rendered = { page: StoredPage } | { redirect: string; status: number } | null;

  async function renderPage(url: string): Promise<Rendered> {
    const since = app.responseCache.versions();
    const sources: RenderSources = { cacheable: true, tags: new Set() };
    const page = await renderSources.run(sources, () => renderer.render(url, origin));
    if (!page) return null;
    if (page.redirect) return { redirect: page.redirect, status: page.status };
    const state = `<script type="application/json" id="${renderer.stateElementId}">${page.state}</script>`;
    const { head, body } = withHead(before, page.html);
    const stored = storedPage(page.status, `${head}<div id="root">${body}</div>${state}${after}`);
    if (sources.cacheable) cache.set(url, since, sources.tags, stored);
    return { page: stored };
  }

  /** Answers the page, or false when the browser renders it (a signed-in page, or a render that failed). */
  return async function serve(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const requested = requestUrl(request);
    // A file the browser asks for on its own (/favicon.ico) is not a page: the shell answers as before.
    if (/\.[a-z0-9]+$/i.test(requested.pathname) || !renderer.isServerRendered(requested.pathname)) return false;
    const url = renderer.canonicalUrl(requested.pathname + requested.search);
    const held = cache.get(url);
    if (held) {
      await sendPage(request, reply, held, true);
      return true;
    }
    let result = rendering.get(url);
    if (!result) {
      result = renderPage(url).finally(() => rendering.delete(url));
      rendering.set(url, result);
    }
    let rendered: Rendered;
    try {
      rendered = await result;
    } catch (err) {
      request.log.error({ err }, 'server render failed; the browser renders the page');
      return false;
    }
    if (!rendered) return false;
    if ('redirect' in rendered) {
      await reply.redirect(rendered.redirect, rendered.status);
      return true;
    }
    await sendPage(request, reply, rendered.page, false);
    return true;
  };
}
