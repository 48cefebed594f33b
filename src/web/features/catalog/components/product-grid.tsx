import type { Product } from '../../../../shared/schemas/product';
import { EmptyState, ErrorState } from '../../../components/ui/error-state';
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
}

/** A responsive grid of products with its loading, error and empty states. */
export function ProductGrid({ products, isPending, error, onRetry, skeletons, eagerCount = 0, empty, label }: ProductGridProps) {
  if (error) return <ErrorState message={`We could not load the parts. ${error.message}`} onRetry={onRetry} />;
  const grid = 'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3';
  if (isPending || !products) {
    return (
      <div className={grid} aria-busy="true" aria-label={`${label}, loading`} role="status">
        {Array.from({ length: skeletons }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (products.length === 0) return <EmptyState>{empty ?? 'No parts are listed yet. Please check back soon.'}</EmptyState>;
  return (
    <ul className={grid} aria-label={label}>
      {products.map((p, i) => (
        <li key={p._id}>
          <ProductCard product={p} lazy={i >= eagerCount} />
        </li>
      ))}
    </ul>
  );
}
