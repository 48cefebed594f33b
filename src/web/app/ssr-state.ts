import type { DehydratedState } from '@tanstack/react-query';

/** The element a server-rendered page carries its data in (JSON, never run: the CSP allows no inline script). */
export const SSR_STATE_ID = 'ssr-state';

/** What the server hands the browser with a rendered page: the API answers the page was rendered from, and its origin. */
export interface SsrState {
  queries: DehydratedState;
  /** The shop's own origin (PUBLIC_URL) the page was rendered for: its canonical and shared links use it. */
  origin: string;
}

/**
 * Whether an answer may be fetched by the server for a page and handed to every visitor: its query
 * root is one the page's routes declare public (`publicQueries` in src/web/app/routes.tsx), and it
 * is never an admin list.
 */
export const isPublicQuery = (key: readonly unknown[], publicQueries: ReadonlySet<string>) =>
  publicQueries.has(String(key[0])) && key[1] !== 'admin';
