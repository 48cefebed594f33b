import { createContext, useContext } from 'react';

const SiteOrigin = createContext<string | null>(null);

/**
 * The shop's own origin (PUBLIC_URL): set by the server's renderer, and in the browser by the
 * hydration of a page it rendered, so both render the same links whatever host the page was asked for.
 */
export const SiteOriginProvider = SiteOrigin.Provider;

/** The shop's origin ("https://shop.example"), the same on the server and in the browser for one page; the address bar's on a page the browser rendered alone. */
export function useSiteOrigin(): string {
  return useContext(SiteOrigin) ?? window.location.origin;
}
