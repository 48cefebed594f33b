import type { RouteObject } from 'react-router';
import type { StaffScreen } from './staff-screens';

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
  /**
   * The query parameters the page reads from its address (`?q=&sort=`): the server renders and
   * keeps the page for these alone, in this order, so `?utm=…` or `?x=1` is the same page. A
   * parameter missing here would be rendered as absent, so name every one the page reads.
   */
  search?: readonly string[];
  /** A staff page: the screen of STAFF_SCREENS (./staff-screens.ts) whose permissions open it; RequireStaff checks them. */
  staffScreen?: StaffScreen;
}

/** A public page: rendered by the server with these public queries, reading these query parameters. */
export const publicPage = (publicQueries: readonly string[] = [], search: readonly string[] = []): { handle: PageHandle } => ({
  handle: { ssr: true, publicQueries, search },
});

const handleOf = (route: RouteObject): PageHandle => (route.handle ?? {}) as PageHandle;

/** What the matched routes (root first, page last) declare: server-rendered by the page, public queries and search parameters by all. */
export function pageDeclaration(matches: readonly { route: RouteObject }[]): {
  ssr: boolean;
  publicQueries: ReadonlySet<string>;
  search: readonly string[];
} {
  const page = matches.at(-1)?.route;
  return {
    ssr: page ? handleOf(page).ssr === true : false,
    publicQueries: new Set(matches.flatMap(({ route }) => handleOf(route).publicQueries ?? [])),
    search: [...new Set(matches.flatMap(({ route }) => handleOf(route).search ?? []))],
  };
}
