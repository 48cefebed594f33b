import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { CreateRenderer, RenderResult } from '../shared/ssr';
import { ATTRIBUTE_PARAMS } from '../shared/part-attributes';
import { ATTRIBUTE_SEARCH } from './features/catalog/hooks/catalog-search';
import { AppProviders } from './app/app';
import { pageDeclaration } from './app/page-handle';
import { routes } from './app/routes';
import { isPublicQuery, SSR_STATE_ID, type SsrState } from './app/ssr-state';
import { provideServerTransport } from './lib/api-client';
import { queryClientOptions } from './lib/query-client';
import { SiteOriginProvider } from './lib/site-origin';

/** Rounds of "render, fetch what the page asked for" before the page is sent as it stands. */
const MAX_PASSES = 3;

const handler = createStaticHandler(routes);

/** Renders the whole tree to a string once every Suspense boundary (lazy code) has resolved. */
async function renderToString(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element, {
    // Every boundary inline: an outlined one needs an inline script to show, which the CSP refuses.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    // A component that throws while rendering: the browser renders that part again.
    onError: (err) => console.error(err),
  });
  return new Response(prelude).text();
}

/**
 * Whether the component that asked for a query wants it fetched now: the options the first
 * observer built the query with carry its `enabled` (a page asks for a laptop only once one is chosen).
 */
function enabled(query: Query): boolean {
  const { enabled: wanted } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return typeof wanted === 'function' ? wanted(query) : wanted !== false;
}

/** The public API answers the page asked for and does not have yet (the session, carts and orders are never fetched here). */
async function fetchMissing(queryClient: QueryClient, publicQueries: ReadonlySet<string>): Promise<number> {
  const missing = queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isPublicQuery(q.queryKey, publicQueries) && enabled(q),
    );
  await Promise.all(missing.map((q) => q.fetch().catch(() => undefined)));
  return missing.length;
}

/**
 * Renders a public page for a guest: the routes matched (their lazy modules loaded), then the tree
 * rendered, the public API answers it asked for (the queries its routes declare public) fetched in
 * process, and rendered again until it asks for nothing new. The answers go with the page, so the
 * browser's first render is this one. Null when the page is better left to the browser (an answer failed).
 */
async function render(url: string, origin: string): Promise<RenderResult | null> {
  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) {
    return { status: context.status, html: '', state: '', redirect: context.headers.get('location') ?? '/' };
  }
  const { publicQueries } = pageDeclaration(context.matches);
  const isPublic = (q: Query) => isPublicQuery(q.queryKey, publicQueries);
  const queryClient = new QueryClient(queryClientOptions);
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = () => (
    <StrictMode>
      <SiteOriginProvider value={origin}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </SiteOriginProvider>
    </StrictMode>
  );
  let html = await renderToString(tree());
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    if ((await fetchMissing(queryClient, publicQueries)) === 0) break;
    html = await renderToString(tree());
  }
  // An answer that failed would render differently in the browser (its error is not handed over):
  // such a page is left to the browser.
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .find((q) => q.state.status === 'error' && isPublic(q));
  if (failed) {
    console.warn(`server render of ${url} left to the browser: ${JSON.stringify(failed.queryKey)} failed: ${failed.state.error?.message}`);
    queryClient.clear();
    return null;
  }
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' && isPublic(q) });
  const state: SsrState = { queries, origin };
  queryClient.clear();
  // The catch-all route is the not-found page: said with the status too.
  const notFound = context.matches.at(-1)?.route.path === '*';
  return { status: notFound ? 404 : context.statusCode, html, state: JSON.stringify(state).replace(/</g, '\\u003c') };
}

/** Whether the server renders this path: its page's route declares `ssr` (src/web/app/routes.tsx). */
function isServerRendered(pathname: string): boolean {
  return pageDeclaration(matchRoutes(routes, pathname) ?? []).ssr;
}

/** The URL as its page reads it: only the query parameters its routes declare, in their order, each once and not empty. */
function canonicalUrl(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://page');
  const canonical = new URLSearchParams();
  const declared = pageDeclaration(matchRoutes(routes, pathname) ?? []).search;
  // `attr.*` stands for every attribute filter the catalogue knows, each by its name (never any `attr.` at all).
  for (const name of declared.flatMap((n) => (n === ATTRIBUTE_SEARCH ? ATTRIBUTE_PARAMS : [n]))) {
    const value = searchParams.get(name);
    if (value) canonical.set(name, value);
  }
  const search = canonical.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * The server's renderer of public pages (loaded by src/server/plugins/server-render.ts, typed by
 * src/shared/ssr.ts): its API calls go through `transport`, the shop's own routes in process.
 */
export const createRenderer: CreateRenderer = (transport) => {
  provideServerTransport(transport);
  return { render, isServerRendered, canonicalUrl, stateElementId: SSR_STATE_ID };
};
