import { Link } from 'react-router';
import type { FitmentDisagreement } from '../../../../shared/schemas/fitment-check';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { FITMENT_CHECK_PAGE_SIZE, useFitmentDisagreements } from '../api/get-fitment-disagreements';

const NOUN = ['row to check', 'rows to check'] as const;

/** One listed row the rules disagree with: the part, the model, why, and where to fix it. */
function DisagreementItem({ item }: { item: FitmentDisagreement }) {
  const { product, laptop, rule } = item;
  const model = [laptop.brand, laptop.family, laptop.model].filter(Boolean).join(' ');
  return (
    <li className="card card-border bg-base-100" data-testid="fitment-check-item">
      <div className="card-body gap-2 p-4">
        <p className="text-base-content/70 text-xs">
          <span className="font-mono">{product.sku}</span> · {product.category}
        </p>
        <h2 className="-mt-1 font-semibold break-words">{product.name}</h2>
        <p className="text-sm">
          Listed for the{' '}
          <Link className="link" to={paths.laptop.getHref(laptop._id)}>
            {model}
          </Link>
          , but by specification:
        </p>
        <ul className="text-error list-disc ps-5 text-sm">
          {rule.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <div className="card-actions justify-end">
          <Link
            className="btn btn-sm btn-outline"
            to={paths.dashboard.editProduct.getHref(product._id)}
            aria-label={`Edit Product ${product.name}`}
          >
            Edit Product
          </Link>
        </div>
      </div>
    </li>
  );
}

/** Listed fitment the fit rules say does not fit (issue 31), one page at a time: each row to fix, with the rule's reasons. */
export function FitmentDisagreements({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const list = useFitmentDisagreements(page);
  if (list.isPending) return <Skeleton className="h-48 w-full" />;
  if (list.isError && !list.data) return <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />;
  const { items, total } = list.data;
  if (total === 0) return <EmptyState>The shop’s listed fitment agrees with the fit rules: nothing to check.</EmptyState>;
  return (
    <div aria-busy={list.isPlaceholderData} className={`transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <DisagreementItem key={`${item.product._id}:${item.laptop._id}`} item={item} />
        ))}
      </ul>
      <Pager page={page} limit={FITMENT_CHECK_PAGE_SIZE} total={total} onPage={onPage} noun={NOUN} testId="fitment-check-range" />
    </div>
  );
}
