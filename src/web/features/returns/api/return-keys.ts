/**
 * The returns' query keys. Every returns query (a page of get-returns, one return of get-return)
 * is built under `all`, so a change to any return refreshes them all.
 */
export const returnKeys = {
  all: ['returns'] as const,
};
