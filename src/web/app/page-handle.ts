import type { RouteObject } from 'react-router';

/**
 * What a route declares about its page, once, in its `handle` (src/web/app/routes.tsx): the server's
 * renderer (src/web/entry-server.tsx) and the browser's hydration read it from the route table.
 */
export interface PageHandle {
  /** The server renders this page for a guest (a public page); any other page is the browser's. */
  ssr?: boolean;
  /**
   * The query roots (`queryKey[0]`) whose answers are public, the same for every visitor: the only
   * ones the server fetches for this page and hands over. A layout route's roots count for every
   * page under it. Never the session, carts, orders or an admin list (`[root, 'admin', …]`).
   */
  publicQueries?: readonly string[];
}

/** A public page: rendered by the server with these public queries. */
export const publicPage = (...publicQueries: string[]): { handle: PageHandle } => ({ handle: { ssr: true, publicQueries } });

const handleOf = (route: RouteObject): PageHandle => (route.handle ?? {}) as PageHandle;

/** What the matched routes (root first, page last) declare: server-rendered by the page, public queries by all. */
export function pageDeclaration(matches: readonly { route: RouteObject }[]): { ssr: boolean; publicQueries: ReadonlySet<string> } {
  const page = matches.at(-1)?.route;
  return {
    ssr: page ? handleOf(page).ssr === true : false,
    publicQueries: new Set(matches.flatMap(({ route }) => handleOf(route).publicQueries ?? [])),
  };
}
