import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { routes } from './app/routes';
import { paths } from './config/paths';
import { isPublicQuery, SSR_STATE_ID, type SsrState } from './app/ssr-state';
import { queryClientOptions } from './lib/query-client';
import { ServerOriginProvider } from './lib/site-origin';

export { setApiTransport } from './lib/api-client';
export { SSR_STATE_ID };

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
async function fetchMissing(queryClient: QueryClient): Promise<number> {
  const missing = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isPublicQuery(q.queryKey) && enabled(q));
  await Promise.all(missing.map((q) => q.fetch().catch(() => undefined)));
  return missing.length;
}

export interface RenderResult {
  status: number;
  /** The page's markup, for inside <div id="root">. */
  html: string;
  /** The JSON for <script type="application/json" id={SSR_STATE_ID}>. */
  state: string;
  /** A redirect the routes asked for, instead of a page. */
  redirect?: string;
}

/**
 * Renders a public page for a guest: the routes matched (their lazy modules loaded), then the tree
 * rendered, the public API answers it asked for fetched in process (see setApiTransport), and
 * rendered again until it asks for nothing new. The answers go with the page, so the browser's
 * first render is this one. Null when the page is better left to the browser (an answer failed).
 */
export async function render(url: string, origin: string): Promise<RenderResult | null> {
  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) {
    return { status: context.status, html: '', state: '', redirect: context.headers.get('location') ?? '/' };
  }
  const queryClient = new QueryClient(queryClientOptions);
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = () => (
    <StrictMode>
      <ServerOriginProvider value={origin}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </ServerOriginProvider>
    </StrictMode>
  );
  let html = await renderToString(tree());
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    if ((await fetchMissing(queryClient)) === 0) break;
    html = await renderToString(tree());
  }
  // An answer that failed would render differently in the browser (its error is not handed over):
  // such a page is left to the browser.
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .find((q) => q.state.status === 'error' && isPublicQuery(q.queryKey));
  if (failed) {
    console.warn(`server render of ${url} left to the browser: ${JSON.stringify(failed.queryKey)} failed: ${failed.state.error?.message}`);
    queryClient.clear();
    return null;
  }
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' && isPublicQuery(q.queryKey) });
  const state: SsrState = { queries };
  queryClient.clear();
  // The catch-all route is the not-found page: said with the status too.
  const notFound = context.matches.at(-1)?.route.path === '*';
  return { status: notFound ? 404 : context.statusCode, html, state: JSON.stringify(state).replace(/</g, '\\u003c') };
}

/** The pages the server renders: the public ones (and the not-found page); signed-in and dashboard pages are the browser's. */
const SERVER_RENDERED = new Set<string>([
  paths.home.path,
  paths.homeAlias.path,
  paths.service.path,
  paths.blogs.path,
  paths.blogDetail.path,
  paths.portfolio.path,
  paths.portfolioAlias.path,
  paths.laptop.path,
  paths.login.path,
  paths.signup.path,
  '*',
]);

/** Whether the server renders this path (see SERVER_RENDERED). */
export function isServerRendered(pathname: string): boolean {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route.path;
  return leaf !== undefined && SERVER_RENDERED.has(leaf);
}
