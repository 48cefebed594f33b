import type { DehydratedState } from '@tanstack/react-query';

/** The element a server-rendered page carries its data in (JSON, never run: the CSP allows no inline script). */
export const SSR_STATE_ID = 'ssr-state';

/** What the server hands the browser with a rendered page: the API answers the page was rendered from. */
export interface SsrState {
  queries: DehydratedState;
}

/**
 * Query keys whose answers are public (the same for every visitor): the only ones the server
 * fetches for a page and hands over. The session, carts, orders and admin data are each
 * visitor's own and are fetched by the browser.
 */
const PUBLIC_QUERY_ROOTS = new Set([
  'products',
  'best-sellers',
  'blogs',
  'blog',
  'blog-reviews',
  'reviews',
  'counters',
  'laptops',
  'payments',
  'product-reviews',
]);

/** Whether an answer may be fetched by the server for a page and handed to every visitor (never an admin list). */
export const isPublicQuery = (key: readonly unknown[]) => PUBLIC_QUERY_ROOTS.has(String(key[0])) && key[1] !== 'admin';
