import type { CatalogParams } from './use-catalog-params';

/**
 * The query parameters a catalogue page reads from its address (its route declares them:
 * src/web/app/routes.tsx). A module of its own: the route table is in every page's first
 * JavaScript, and the hook that reads them (use-catalog-params.ts) need not be.
 */
export const CATALOG_SEARCH = ['q', 'category', 'model', 'laptop', 'sort', 'page'] as const satisfies readonly (keyof CatalogParams)[];

/**
 * The attribute filters' parameters (`attr.<name>`, issue 31), declared as one pattern: the server's
 * renderer (entry-server.tsx) reads it as every name in ATTRIBUTE_PARAMS, so the route table every
 * page loads does not carry the attribute definitions.
 */
export const ATTRIBUTE_SEARCH = 'attr.*';
