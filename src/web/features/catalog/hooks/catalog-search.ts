import type { CatalogParams } from './use-catalog-params';

/**
 * The query parameters a catalogue page reads from its address (its route declares them:
 * src/web/app/routes.tsx). A module of its own: the route table is in every page's first
 * JavaScript, and the hook that reads them (use-catalog-params.ts) need not be.
 */
export const CATALOG_SEARCH = ['q', 'category', 'model', 'laptop', 'sort', 'page'] as const satisfies readonly (keyof CatalogParams)[];
