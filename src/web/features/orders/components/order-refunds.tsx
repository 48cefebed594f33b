import type { Refund, RefundStatus } from '../../../../shared/schemas/refund';
import { formatPrice } from '../../../../shared/money';
import { CreditNoteLink } from '../../../entities/order/components/document-links';
import { refundDestinations } from '../../../entities/order/model/refund-destinations';
import { formatOrderDate } from './order-status-badge';

const STATUS: Record<RefundStatus, { text: string; className: string }> = {
  succeeded: { text: 'refunded', className: 'text-success' },
  pending: { text: 'pending', className: 'text-base-content/60' },
  failed: { text: 'failed', className: 'text-base-content/60' },
};

/** The money given back on an order, oldest first: when, how much, why, where it went and whether it went through. */
export function OrderRefunds({ refunds, label }: { refunds: Refund[]; label: string }) {
  if (refunds.length === 0) return null;
  return (
    <section aria-label={label} data-testid="order-refunds">
      <p className="text-base-content/70 mb-1 text-xs font-semibold tracking-wide uppercase">Refunds</p>
      <ul className="flex flex-col gap-2 text-sm">
        {refunds.map((r) => {
          const failed = r.status === 'failed';
          return (
            <li key={r._id} className="min-w-0" data-testid="order-refund" data-status={r.status}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                <time dateTime={r.createdAt} className="text-base-content/70 text-xs">
                  {formatOrderDate(r.createdAt)}
                </time>
                <span className={`font-semibold whitespace-nowrap ${failed ? 'text-base-content/60 line-through' : ''}`}>
                  {formatPrice(r.amount)}
                </span>
              </div>
              <p className={`break-words ${failed ? 'text-base-content/60' : ''}`}>
                {r.reason} <span className={`text-xs ${STATUS[r.status].className}`}>· {STATUS[r.status].text}</span>
              </p>
              {!failed && refundDestinations(r) && (
                <p className="text-base-content/70 text-xs break-words" data-testid="refund-destinations">
                  {refundDestinations(r)}
                </p>
              )}
              <CreditNoteLink refund={r} className="text-xs" />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
