import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiTransport, CreateRenderer } from '../../shared/ssr.js';
import { requestUrl } from '../lib/http.js';
import { createPageCache, sendPage, storedPage } from './page-cache.js';

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
  return { head: head.replace('</head>', `${hoisted}</head>`), body: html.slice(hoisted.length) };
}

/** What one render learns from the answers it was made from. */
interface RenderSources {
  /** Every answer came from a route the response cache keeps, so a change to any of them moves its generation. */
  cacheable: boolean;
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
    if (sources && res.headers['x-cache'] === undefined) sources.cacheable = false;
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers.set(name, String(value));
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}

/**
 * Public pages answered as HTML that already holds their content (React renders them with the
 * data they need, fetched through the shop's own routes), hydrated by the browser. A rendered page
 * is compressed once and kept until the public answers change (./page-cache.ts). Null when no
 * server renderer was built: every page is then rendered by the browser alone.
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
  const cache = createPageCache(app.responseCache.generation);

  /** Answers the page, or false when the browser renders it (a signed-in page, or a render that failed). */
  return async function serve(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const url = requestUrl(request);
    // A file the browser asks for on its own (/favicon.ico) is not a page: the shell answers as before.
    if (/\.[a-z0-9]+$/i.test(url.pathname) || !renderer.isServerRendered(url.pathname)) return false;
    const origin = `${request.protocol}://${request.host}`;
    const key = `${origin}${url.pathname}${url.search}`;
    const held = cache.get(key);
    if (held) {
      await sendPage(request, reply, held, true);
      return true;
    }
    const since = app.responseCache.generation();
    const sources: RenderSources = { cacheable: true };
    let page;
    try {
      page = await renderSources.run(sources, () => renderer.render(url.pathname + url.search, origin));
    } catch (err) {
      request.log.error({ err }, 'server render failed; the browser renders the page');
      return false;
    }
    if (!page) return false;
    if (page.redirect) {
      await reply.redirect(page.redirect, page.status);
      return true;
    }
    const state = `<script type="application/json" id="${renderer.stateElementId}">${page.state}</script>`;
    const { head, body } = withHead(before, page.html);
    const stored = storedPage(page.status, `${head}<div id="root">${body}</div>${state}${after}`);
    if (sources.cacheable) cache.set(key, since, stored);
    await sendPage(request, reply, stored, false);
    return true;
  };
}
