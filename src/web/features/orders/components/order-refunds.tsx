import type { Refund, RefundStatus } from '../../../../shared/schemas/refund';
import { formatPrice } from '../../../../shared/money';
import { CreditNoteLink } from '../../../entities/order/components/document-links';
import { refundDestinationParts, refundDestinations } from '../../../entities/order/model/refund-destination';
import { formatOrderDate } from './order-status-badge';

const STATUS: Record<RefundStatus, { text: string; className: string }> = {
  succeeded: { text: 'refunded', className: 'text-success' },
  pending: { text: 'pending', className: 'text-base-content/60' },
  failed: { text: 'failed', className: 'text-base-content/60' },
};

/** Where a refund's money went: for staff in parts ("$5.00 to the card · $2.00 as store credit"), for the customer as a sentence ("$5.00 to your card and $2.00 as store credit"). */
function Destination({ refund, staff }: { refund: Refund; staff: boolean }) {
  const text = staff ? refundDestinationParts(refund).join(' · ') : refundDestinations(refund);
  if (!text) return null;
  return (
    <p className="text-base-content/70 text-xs break-words" data-testid="order-refund-destination">
      {text}
    </p>
  );
}

interface RefundsProps {
  refunds: Refund[];
  label: string;
  staff?: boolean;
  /** Where a refund's credit note is read when not at its own address (a guest's order: through its link). */
  creditNoteHref?: (refundId: string) => string;
}

/** The money given back on an order, oldest first: when, how much, why, whether it went through and where (`staff`: in staff's words). */
export function OrderRefunds({ refunds, label, staff = false, creditNoteHref }: RefundsProps) {
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
              {(staff || !failed) && <Destination refund={r} staff={staff} />}
              <CreditNoteLink refund={r} className="text-xs" href={creditNoteHref?.(r._id)} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
