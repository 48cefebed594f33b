import { CATEGORIES } from '../../../../shared/constants';
import type { ProductPage } from '../../../../shared/schemas/product';
import type { CatalogParams } from '../hooks/use-catalog-params';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';

const count = (n: number) => n.toLocaleString('en-US');
const categoryLabel = (slug: string) => CATEGORIES.find((c) => c.slug === slug)?.label ?? slug;

/** "Showing 24 of 1,000+ parts matching “ssd” in Storage that fit “T480”" (and "your ThinkPad T480"). */
export function describeResults(params: CatalogParams, shown: number, first: ProductPage, laptopLabel?: string | null): string {
  const total = `${count(first.total)}${first.totalCapped ? '+' : ''}`;
  const parts = [first.total === 0 ? 'No parts' : `Showing ${count(shown)} of ${total} ${first.total === 1 ? 'part' : 'parts'}`];
  if (params.q) parts.push(`matching “${params.q}”`);
  if (params.category) parts.push(`in ${categoryLabel(params.category)}`);
  if (params.model) parts.push(`that fit “${params.model}”`);
  if (params.laptop && laptopLabel) parts.push(`${params.model ? 'and' : 'that fit'} ${laptopLabel}`);
  return parts.join(' ');
}

interface ResultCountProps {
  text: string | undefined;
  onClear?: () => void;
}

/** The count line (announced politely) with a way to clear the filters; its height never changes. */
export function ResultCount({ text, onClear }: ResultCountProps) {
  return (
    <div className="mb-4 flex min-h-8 flex-wrap items-center justify-between gap-x-4 gap-y-1">
      <p className="text-base-content/75 text-sm" role="status" aria-live="polite" data-testid="result-count">
        {text}
      </p>
      {onClear && (
        <Button variant="link" size="sm" className="px-0" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </div>
  );
}

/** Nothing matches: say what was looked for and offer a way out. */
export function NoMatch({ params, onClear }: { params: CatalogParams; onClear: () => void }) {
  const onlySearch = params.q && !params.category && !params.model && !params.laptop;
  return (
    <span className="flex flex-col items-center gap-3" data-testid="no-match">
      <span className="text-base-content text-lg font-semibold">
        {onlySearch ? `No parts match “${params.q}”.` : 'No parts match these filters.'}
      </span>
      <span>Check the part number on the old part, or try just the laptop model, like “T480”.</span>
      <Button variant="primary" size="sm" onClick={onClear}>
        {onlySearch ? 'Clear search' : 'Clear all filters'}
      </Button>
    </span>
  );
}

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  error: Error | null;
  onLoadMore: () => void;
  /** Say that the end is reached (pointless when everything fitted on one page). */
  showEnd: boolean;
}

/** "Load more" under the grid; says so when every match is shown. */
export function LoadMore({ hasNextPage, isFetchingNextPage, error, onLoadMore, showEnd }: LoadMoreProps) {
  if (error && hasNextPage) {
    return (
      <Alert look="box" className="mx-auto mt-8 max-w-xl">
        <span>We could not load more parts. {error.message}</span>
        <Button size="sm" onClick={onLoadMore}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!hasNextPage) {
    return showEnd ? <p className="text-base-content/70 mt-8 text-center text-sm">That is every matching part.</p> : null;
  }
  return (
    <div className="mt-8 text-center">
      <Button
        variant="primary"
        outline
        className="min-w-48"
        onClick={() => !isFetchingNextPage && onLoadMore()}
        busy={isFetchingNextPage}
        busyKeepsFocus
      >
        {isFetchingNextPage ? 'Loading more parts…' : 'Load more parts'}
      </Button>
    </div>
  );
}
