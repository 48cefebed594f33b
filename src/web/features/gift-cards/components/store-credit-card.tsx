import { Link } from 'react-router';
import { formatPrice } from '../../../../shared/money';
import { STORE_CREDIT_ENTRY_LABELS, type StoreCreditEntry } from '../../../../shared/schemas/gift-card';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { useStoreCredit } from '../api/get-store-credit';

/** "+$10.00" given, "−$4.50" spent (a true minus sign: formatPrice's hyphen reads as a dash). */
const signed = (amount: number, currency: string) => `${amount < 0 ? '\u2212' : '+'}${formatPrice(Math.abs(amount), currency)}`;

/** One line of the history: what happened, the order it was for, the shop's note, when, and the amount. */
function Entry({ entry, currency }: { entry: StoreCreditEntry; currency: string }) {
  return (
    <li className="border-base-300 flex items-start gap-3 border-b py-2 last:border-b-0" data-testid="store-credit-entry">
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium">{STORE_CREDIT_ENTRY_LABELS[entry.kind]}</p>
        <p className="text-base-content/70 text-xs">
          <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
          {entry.orderId && entry.orderNumber && (
            <>
              {' · '}
              <Link to={paths.orderConfirmation.getHref(entry.orderId)} className="link">
                Order <span className="font-mono">{entry.orderNumber}</span>
              </Link>
            </>
          )}
        </p>
        {entry.note && <p className="text-base-content/80 mt-0.5 break-words">{entry.note}</p>}
      </div>
      <p className="flex-none text-right text-sm font-semibold whitespace-nowrap" data-testid="store-credit-entry-amount">
        {signed(entry.amount, currency)}
      </p>
    </li>
  );
}

/** My Profile's "Store credit": what the account has, and every entry that made it (newest first); a short line when there is none. */
export function StoreCreditCard() {
  const credit = useStoreCredit();
  if (credit.isPending) return <Skeleton className="h-32 w-full" />;
  if (credit.isError) return <ErrorState message={credit.error.message} onRetry={() => void credit.refetch()} />;
  const { balance, currency, entries } = credit.data;
  if (entries.length === 0) {
    return (
      <p className="text-base-content/70 text-sm" data-testid="no-store-credit">
        No store credit. A refund you take as store credit shows here.
      </p>
    );
  }
  return (
    <div className="card card-border bg-base-100" data-testid="store-credit">
      <div className="card-body gap-4 max-sm:p-4">
        <div>
          <p className="text-base-content/70 text-sm">Available</p>
          <p className="text-3xl font-bold tracking-tight" data-testid="store-credit-balance">
            {formatPrice(balance, currency)}
          </p>
          <p className="text-base-content/70 mt-1 text-sm">
            {balance > 0 ? 'Tick “Use my store credit” at checkout and it pays first.' : 'All of it has been used.'}
          </p>
        </div>
        <section aria-labelledby="store-credit-history-title">
          <h3 id="store-credit-history-title" className="mb-1 font-semibold">
            History
          </h3>
          <ul aria-labelledby="store-credit-history-title">
            {entries.map((entry) => (
              <Entry key={entry._id} entry={entry} currency={currency} />
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
