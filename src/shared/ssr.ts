/**
 * The contract between the server and its renderer of public pages: src/web/entry-server.tsx
 * (built into dist/ssr/entry-server.js) exports `createRenderer` of this type, and
 * src/server/plugins/server-render.ts loads it. Types only: the server never imports the web app.
 */

/** How the renderer's API calls reach the shop: the server's own routes, in process. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderResult {
  status: number;
  /** The page's markup, for inside <div id="root">. */
  html: string;
  /** The JSON for <script type="application/json" id={stateElementId}>. */
  state: string;
  /** A redirect the routes asked for, instead of a page. */
  redirect?: string;
}

export interface Renderer {
  /** Renders a public page for a guest (`url` in its canonical form); null when the page is better left to the browser. */
  render(url: string, origin: string): Promise<RenderResult | null>;
  /** Whether the server renders this path: its route declares `handle: { ssr: true }` (src/web/app/routes.tsx). */
  isServerRendered(pathname: string): boolean;
  /**
   * The page's own form of a URL (a path with its query): only the query parameters its routes
   * declare they read (`handle.search`), in the order they declare them, each once and not empty.
   * Two URLs with one canonical form render the same page.
   */
  canonicalUrl(url: string): string;
  /** The id of the element a rendered page carries its data in. */
  stateElementId: string;
}

/** Builds the renderer; its API calls go through `transport`. Called once, when the server starts. */
export type CreateRenderer = (transport: ApiTransport) => Renderer;
