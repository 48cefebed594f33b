import type { Product } from '../../../../shared/schemas/product';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ProductCard, ProductCardSkeleton } from './product-card';

interface ProductGridProps {
  products: Product[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  /** How many placeholders to show while loading. */
  skeletons: number;
  /** Cards from this index on load lazily (they sit below the fold). */
  eagerCount?: number;
  empty?: React.ReactNode;
  label: string;
  /** Other results are on their way: the shown ones dim until they arrive. */
  busy?: boolean;
  /** Placeholders after the cards while the next page loads. */
  moreSkeletons?: number;
}

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3';

/** A responsive grid of products with its loading, error and empty states. */
export function ProductGrid(props: ProductGridProps) {
  const { products, isPending, error, onRetry, skeletons, eagerCount = 0, empty, label, busy = false, moreSkeletons = 0 } = props;
  if (error && !products?.length) {
    return <ErrorState message={`We could not load the parts. ${error.message}`} onRetry={onRetry} />;
  }
  if (isPending || !products) {
    return (
      <div className={GRID} aria-busy="true" aria-label={`${label}, loading`} role="status">
        {Array.from({ length: skeletons }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (products.length === 0) return <EmptyState>{empty ?? 'No parts are listed yet. Please check back soon.'}</EmptyState>;
  return (
    <ul
      className={`${GRID} transition-opacity ${busy ? 'opacity-60' : ''}`}
      aria-label={label}
      aria-busy={busy || moreSkeletons > 0 || undefined}
    >
      {products.map((p, i) => (
        <li key={p._id}>
          <ProductCard product={p} lazy={i >= eagerCount} />
        </li>
      ))}
      {Array.from({ length: moreSkeletons }, (_, i) => (
        <li key={`more-${i}`} aria-hidden="true">
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
