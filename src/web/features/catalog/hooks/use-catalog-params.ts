import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CATEGORY_SLUGS, PRODUCT_SORTS, type CategorySlug, type ProductSort } from '../../../../shared/constants';
import { isId } from '../../../../shared/ids';
import { ATTRIBUTE_PARAM_PREFIX, attributesOf } from '../../../../shared/part-attributes';
import type { ProductFilters } from '../api/search-products';

/** What the address holds: ?q=&category=&model=&laptop=&sort=&attr.<name>= (and &page= on numbered lists). */
export interface CatalogParams {
  q: string;
  category: CategorySlug | '';
  model: string;
  /** Only the parts that fit this laptop model (its id). */
  laptop: string;
  sort: ProductSort;
  page: number;
  /** The category's attribute filters (issue 31): name → values, comma-separated (`attr.capacityGb=16,32`). */
  attrs: Record<string, string>;
}

export const DEFAULT_SORT: ProductSort = 'newest';

const isCategory = (v: string | null): v is CategorySlug => CATEGORY_SLUGS.includes(v as CategorySlug);
const isSort = (v: string | null): v is ProductSort => PRODUCT_SORTS.includes(v as ProductSort);

/** Reads the address leniently: an unknown category or sort (an old link) falls back to "any". */
function readParams(params: URLSearchParams): CatalogParams {
  const category = params.get('category');
  const sort = params.get('sort');
  const laptop = params.get('laptop');
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() ?? '',
    category: isCategory(category) ? category : '',
    model: params.get('model')?.trim() ?? '',
    laptop: isId(laptop) ? laptop : '',
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    attrs: readAttrs(params, isCategory(category) ? category : ''),
  };
}

/** The `attr.<name>` parameters of the category's attributes (others, left by an old link, are ignored). */
function readAttrs(params: URLSearchParams, category: CategorySlug | ''): Record<string, string> {
  const names = new Set(attributesOf(category).map((d) => d.name));
  const attrs: Record<string, string> = {};
  for (const [key, value] of params) {
    const name = key.slice(ATTRIBUTE_PARAM_PREFIX.length);
    if (key.startsWith(ATTRIBUTE_PARAM_PREFIX) && names.has(name) && value.trim()) attrs[name] = value.trim();
  }
  return attrs;
}

/** The address keeps only what differs from the defaults, so a plain /service stays plain. */
function writeParams(prev: URLSearchParams, changes: Partial<CatalogParams>): URLSearchParams {
  const next = new URLSearchParams(prev);
  const { attrs, ...rest } = changes;
  // Attributes belong to a category: another category starts without them.
  if (attrs || rest.category !== undefined)
    for (const key of [...next.keys()]) if (key.startsWith(ATTRIBUTE_PARAM_PREFIX)) next.delete(key);
  for (const [name, value] of Object.entries(attrs ?? {})) if (value) next.set(`${ATTRIBUTE_PARAM_PREFIX}${name}`, value);
  for (const [key, value] of Object.entries(rest)) {
    const isDefault = value === '' || (key === 'sort' && value === DEFAULT_SORT) || (key === 'page' && value === 1);
    if (isDefault) next.delete(key);
    else next.set(key, String(value));
  }
  // Any change of what is listed starts again from the first page.
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** The search as the API wants it. */
export const toFilters = ({ q, category, model, laptop, sort, attrs }: CatalogParams): ProductFilters => ({
  search: q || undefined,
  category: category || undefined,
  model: model || undefined,
  laptop: laptop || undefined,
  sort: sort === DEFAULT_SORT ? undefined : sort,
  // In a category with attributes, the counts per value come with the list.
  facets: attributesOf(category).length > 0 ? '1' : undefined,
  ...Object.fromEntries(Object.entries(attrs).map(([name, value]) => [`${ATTRIBUTE_PARAM_PREFIX}${name}`, value])),
});

export const hasFilters = (p: CatalogParams) => Boolean(p.q || p.category || p.model || p.laptop || Object.keys(p.attrs).length);

/**
 * The catalog's search state, kept in the address so links and reloads keep it. Changes replace
 * the history entry (typing does not fill the back button) and keep the scroll position.
 */
export function useCatalogParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readParams(searchParams), [searchParams]);
  const update = useCallback(
    (changes: Partial<CatalogParams>) =>
      // Built on the address as it is now: two changes in quick succession (the search box's
      // pause ends while a select changes) must not undo each other, and the router's own copy
      // of the parameters only catches up after its next render.
      setSearchParams(writeParams(new URLSearchParams(window.location.search), changes), {
        replace: true,
        preventScrollReset: true,
      }),
    [setSearchParams],
  );
  const clearFilters = useCallback(() => update({ q: '', category: '', model: '', laptop: '', attrs: {} }), [update]);
  return { params, update, clearFilters };
}
