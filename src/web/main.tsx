import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { routes } from './app/routes';
import { SSR_STATE_ID, type SsrState } from './app/ssr-state';
import { queryClient } from './lib/query-client';
import { SiteOriginProvider } from './lib/site-origin';
import './styles.css';

/**
 * A page the server rendered is hydrated: its API answers go into the query cache and the lazy
 * route modules it shows are loaded first, so the first render in the browser is the server's.
 * Any other page (signed-in and dashboard pages) is rendered here.
 */
async function start() {
  const root = document.getElementById('root')!;
  const stateElement = document.getElementById(SSR_STATE_ID);
  const state = stateElement?.textContent ? (JSON.parse(stateElement.textContent) as SsrState) : null;
  if (state) hydrate(queryClient, state.queries);
  // The first page's code before the router starts, so it renders at once (and as the server did).
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <SiteOriginProvider value={state?.origin ?? null}>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </SiteOriginProvider>
    </StrictMode>
  );
  if (state) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
