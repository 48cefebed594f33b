/**
 * The catalog's query keys. Every product query (a page of search-products, one product of
 * get-product) is built under `all`, so a change to any product invalidates `productKeys.all`
 * and refreshes them all; no file types a product key by hand.
 */
export const productKeys = {
  all: ['products'] as const,
};
