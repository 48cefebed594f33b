import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from '../../../lib/toast';
import { CATEGORIES } from '../../../../shared/constants';
import { formatPrice } from '../../../../shared/money';
import type { Product, ProductPage } from '../../../../shared/schemas/product';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { DeleteProductDialog } from './product-list-delete-dialog';
import { Pager } from './product-list-pager';
import { Button } from '../../../components/ui/button';

const PLACEHOLDER = '/images/placeholder-product.svg';
const categoryLabel = (slug: string) => CATEGORIES.find((c) => c.slug === slug)?.label ?? slug;

interface ProductListProps {
  data: ProductPage | undefined;
  isPending: boolean;
  /** Another page or search is loading: the shown rows dim. */
  busy: boolean;
  error: Error | null;
  onRetry: () => void;
  onPageChange: (page: number) => void;
  onDelete: (product: Product) => Promise<{ archived: boolean }>;
  /** The small image to show for a product's image. */
  thumbnail: (img: string) => string;
  /** A search or filter is set (the empty state then offers to clear it). */
  onClearFilters?: () => void;
}

function ProductRow({ product, thumbnail, onDelete }: { product: Product; thumbnail: string; onDelete: () => void }) {
  const location = useLocation();
  const meta = [product.brand, product.partNumber, categoryLabel(product.category)].filter(Boolean).join(' · ');
  return (
    <li className="flex items-start gap-3 py-3 sm:items-center" data-testid="admin-product-row">
      <img
        src={thumbnail}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        className="bg-base-200 rounded-field size-14 shrink-0 object-cover"
      />
      <div className="flex min-w-0 grow flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 basis-full sm:basis-auto sm:flex-1">
          <Link to={paths.productDetail.getHref(product._id)} className="link link-hover font-semibold break-words">
            {product.name}
          </Link>
          <p className="text-base-content/70 truncate text-sm">{meta}</p>
        </div>
        <p className="text-sm tabular-nums">
          <span className="font-semibold" data-testid="admin-product-price">
            {formatPrice(product.cost)}
          </span>
          <span className={`ml-3 ${product.Quantity > 0 ? 'text-base-content/70' : 'text-error'}`}>{product.Quantity} in stock</span>
        </p>
        <div className="flex gap-2">
          <Link
            to={paths.dashboard.editProduct.getHref(product._id)}
            state={{ back: location.pathname + location.search }}
            className="btn btn-sm btn-outline"
            aria-label={`Edit ${product.name}`}
          >
            Edit
          </Link>
          <Button variant="error" size="sm" outline onClick={onDelete} aria-label={`Delete ${product.name}`}>
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading products" className="divide-base-300 flex flex-col divide-y">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex items-center gap-3 py-3">
          <Skeleton className="size-14 shrink-0" />
          <div className="flex grow flex-col gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The product being deleted, and the focus back on the list's summary once its row is gone. */
function useDeleteConfirmation(onDelete: ProductListProps['onDelete']) {
  const [deleting, setDeleting] = useState<Product | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  // Its row is gone: once the dialog has closed (the page is inert until then), focus the list.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || deleting) return;
    refocus.current = false;
    summaryRef.current?.focus();
  }, [deleting]);

  const confirmDelete = async (product: Product) => {
    const { archived } = await onDelete(product);
    toast.success(archived ? `“${product.name}” was archived (it has orders, so it stays on them).` : `“${product.name}” was deleted.`);
    refocus.current = true;
    setDeleting(null);
  };
  return { deleting, setDeleting, summaryRef, confirmDelete };
}

/** The admin's product list: one page of a search, each product with Edit and Delete. */
export function ProductList({
  data,
  isPending,
  busy,
  error,
  onRetry,
  onPageChange,
  onDelete,
  thumbnail,
  onClearFilters,
}: ProductListProps) {
  const { deleting, setDeleting, summaryRef, confirmDelete } = useDeleteConfirmation(onDelete);

  if (error && !data) return <ErrorState message={`We could not load the products. ${error.message}`} onRetry={onRetry} />;
  if (isPending || !data) return <ListSkeleton />;
  return (
    <>
      <p
        ref={summaryRef}
        tabIndex={-1}
        className="text-base-content/75 mb-1 min-h-6 text-sm outline-none"
        role="status"
        data-testid="admin-product-count"
      >
        {summarize(data)}
      </p>
      {data.items.length === 0 ? (
        <EmptyState>
          {onClearFilters ? 'No products match this search.' : 'No products yet.'}{' '}
          {onClearFilters && (
            <Button variant="primary" size="sm" className="ml-2" onClick={onClearFilters}>
              Clear search
            </Button>
          )}
        </EmptyState>
      ) : (
        <ul
          aria-label="Products"
          aria-busy={busy || undefined}
          className={`divide-base-300 divide-y transition-opacity ${busy ? 'opacity-60' : ''}`}
        >
          {data.items.map((p) => (
            <ProductRow key={p._id} product={p} thumbnail={p.img ? thumbnail(p.img) : PLACEHOLDER} onDelete={() => setDeleting(p)} />
          ))}
        </ul>
      )}
      <Pager
        page={data.page}
        limit={data.limit}
        total={data.total}
        capped={data.totalCapped}
        shown={data.items.length}
        onChange={(page) => {
          onPageChange(page);
          // Back to the top of the list, where the new page starts.
          summaryRef.current?.focus();
        }}
      />
      <DeleteProductDialog product={deleting} onConfirm={confirmDelete} onClose={() => setDeleting(null)} />
    </>
  );
}

function summarize({ page, limit, total, totalCapped, items }: ProductPage): string {
  if (total === 0) return 'No products';
  const from = (page - 1) * limit + 1;
  const count = `${total.toLocaleString('en-US')}${totalCapped ? '+' : ''}`;
  return `Showing ${from.toLocaleString('en-US')}–${(from + items.length - 1).toLocaleString('en-US')} of ${count} products`;
}
