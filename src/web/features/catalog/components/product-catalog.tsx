import { useDeferredValue, useEffect, useId, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { messages } from '../../../../shared/messages';
import { useProducts } from '../api/get-products';
import { filterProducts } from '../utils/filter-products';
import { ProductGrid } from './product-grid';

/**
 * The search box's text, mirrored into the address (?q=) so a search can be shared and survives
 * a reload. Typing updates local state at once (no lost keystrokes); the address follows with a
 * replace. A real navigation (a link, the back button) puts its ?q= back into the box.
 */
function useSearchQuery(): [string, (q: string) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  useEffect(() => {
    if (navigationType !== 'REPLACE') setQuery(new URLSearchParams(location.search).get('q') ?? '');
  }, [location.key, location.search, navigationType]);
  useEffect(() => {
    if ((params.get('q') ?? '') === query) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (query) next.set('q', query);
        else next.delete('q');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [query, params, setParams]);
  return [query, setQuery];
}

/** Every product with the 'Find Your Product' filter (name, part number, laptop model). */
export function ProductCatalog() {
  const { data, isPending, error, refetch } = useProducts();
  const [query, setQuery] = useSearchQuery();
  const deferred = useDeferredValue(query).trim();
  const inputId = useId();
  const hintId = useId();
  const shown = data ? filterProducts(data, deferred) : undefined;

  return (
    <>
      <search className="mx-auto mb-8 max-w-2xl">
        <label htmlFor={inputId} className="mb-2 block text-lg font-semibold">
          {messages.findProduct}
        </label>
        <div className="input input-lg w-full">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 opacity-60" fill="none" stroke="currentColor" strokeWidth={2}>
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="e.g. T480, 01AV424, DDR4"
            aria-describedby={hintId}
            autoComplete="off"
            data-testid="product-search"
            className="grow"
          />
        </div>
        <p id={hintId} className="text-base-content/70 mt-2 text-sm">
          Search by part name, part number or your laptop model.
        </p>
      </search>

      <p className="text-base-content/75 mb-4 min-h-6 text-sm" role="status" aria-live="polite" data-testid="result-count">
        {shown && data && (deferred ? `${shown.length} of ${data.length} parts match “${deferred}”` : `${data.length} parts`)}
      </p>

      <ProductGrid
        products={shown}
        isPending={isPending}
        error={error}
        onRetry={() => void refetch()}
        skeletons={6}
        eagerCount={3}
        label="Parts"
        empty={
          deferred ? (
            <span className="flex flex-col items-center gap-3" data-testid="no-match">
              <span className="text-lg font-semibold">No parts match “{deferred}”.</span>
              <span>Check the part number on the old part, or try just the laptop model, like “T480”.</span>
              <button type="button" className="btn btn-sm btn-primary" onClick={() => setQuery('')}>
                Clear search
              </button>
            </span>
          ) : undefined
        }
      />
    </>
  );
}
