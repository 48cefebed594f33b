import { createContext, useContext } from 'react';

const ServerOrigin = createContext<string | null>(null);

/** Set by the server's renderer: the origin the page was asked for (the browser has window.location). */
export const ServerOriginProvider = ServerOrigin.Provider;

/** The shop's origin ("https://shop.example"), the same on the server and in the browser for one page. */
export function useSiteOrigin(): string {
  return useContext(ServerOrigin) ?? window.location.origin;
}
