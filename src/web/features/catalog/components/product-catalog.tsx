import { useEffect, useRef } from 'react';
import { useInfiniteSearchProducts } from '../api/search-products';
import { hasFilters, toFilters, useCatalogParams } from '../hooks/use-catalog-params';
import { useFilterLaptopLabel } from '../hooks/use-filter-laptop';
import { useSettledValue } from '../hooks/use-settled-value';
import { useFitFilter } from '../hooks/use-fit-filter';
import { AttributeFacets } from './attribute-facets';
import { CatalogSearch } from './catalog-search';
import { LoadMore, NoMatch, ResultCount, describeResults } from './catalog-status';
import { ProductGrid } from './product-grid';
import { ProductListJsonLd } from './product-json-ld';

/** After "Load more": keyboard users land on the first new part instead of the button. */
function focusCard(list: HTMLElement | null, index: number) {
  const link = list?.querySelectorAll('li')[index]?.querySelector<HTMLElement>('h3 a');
  link?.focus();
}

/**
 * /service: the catalog searched, filtered, sorted and paged by the server, its state in the
 * address; the parts on screen also as structured data, priced in `currency`.
 */
export function ProductCatalog({ currency }: { currency: string }) {
  const catalog = useCatalogParams();
  const { params, fitLaptop, clearFilters, setFitOnly } = useFitFilter(catalog);
  const query = useInfiniteSearchProducts(toFilters(params));
  const laptopLabel = useFilterLaptopLabel(params.laptop);
  // The search the results on screen belong to (a newer one may still be loading).
  const shownParams = useSettledValue(params, JSON.stringify(params), !query.isPlaceholderData);
  const gridRef = useRef<HTMLDivElement>(null);
  const products = query.data?.pages.flatMap((p) => p.items);
  const first = query.data?.pages[0];

  // After "Load more", once the new parts are on screen, focus the first of them.
  const focusFrom = useRef<number | null>(null);
  const shownCount = products?.length ?? 0;
  useEffect(() => {
    if (focusFrom.current === null || shownCount <= focusFrom.current) return;
    focusCard(gridRef.current, focusFrom.current);
    focusFrom.current = null;
  }, [shownCount]);
  const loadMore = () => {
    focusFrom.current = shownCount;
    void query.fetchNextPage();
  };

  return (
    <>
      <CatalogSearch catalog={catalog} fitLaptop={fitLaptop} onFitOnly={setFitOnly} laptopLabel={laptopLabel} />
      <AttributeFacets catalog={catalog} facets={first?.facets} counted={!first?.facetsCapped} />
      <ResultCount
        text={first && products ? describeResults(shownParams, products.length, first, laptopLabel) : undefined}
        // With nothing to show, the empty state below offers the same button.
        onClear={hasFilters(params) && first?.total !== 0 ? clearFilters : undefined}
      />
      {/* The cards' names are h3: the list needs its h2 for the page's outline. */}
      <h2 className="sr-only">Parts</h2>
      <div ref={gridRef}>
        <ProductGrid
          products={products}
          isPending={query.isPending}
          error={query.isFetchNextPageError ? null : query.error}
          onRetry={() => void query.refetch()}
          skeletons={6}
          eagerCount={3}
          label="Parts"
          busy={query.isPlaceholderData}
          moreSkeletons={query.isFetchingNextPage ? 3 : 0}
          empty={hasFilters(shownParams) ? <NoMatch params={shownParams} onClear={clearFilters} /> : undefined}
        />
      </div>
      {products && <ProductListJsonLd products={products} currency={currency} />}
      {products && (
        <LoadMore
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          error={query.isFetchNextPageError ? query.error : null}
          onLoadMore={loadMore}
          showEnd={(query.data?.pages.length ?? 0) > 1}
        />
      )}
    </>
  );
}
