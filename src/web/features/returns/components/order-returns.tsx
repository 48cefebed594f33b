import type { Return } from '../../../../shared/schemas/return';
import { formatDateTime } from '../../../lib/dates';
import { useOrderReturns } from '../hooks/use-order-returns';
import { ReturnExchangeRows, ReturnLines, ReturnReason, ReturnRefund } from './return-details';
import { ReturnStatusBadge } from './return-status-badge';
import { ReturnTimeline } from './return-timeline';
import { refundDestinations } from '../../../entities/order/model/refund-destination';
import { REFUND_TO_SHOWN } from '../utils/refund-to';
import { returnTitle } from '../../../../shared/return-title';

/** Once approved: where the parcel goes, and what to put in it. */
function SendBack({ address }: { address: string }) {
  return (
    <div className="bg-base-200 rounded-box border-primary border-s-4 p-3 text-sm" data-testid="return-address">
      <p className="font-semibold">Pack the parts with a copy of this page and send them to:</p>
      <address className="mt-1 not-italic whitespace-pre-line">{address}</address>
    </div>
  );
}

function OrderReturn({ ret }: { ret: Return }) {
  return (
    <li className="border-base-300 rounded-box flex flex-col gap-3 border p-3" data-testid="order-return" data-status={ret.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold">
          <span data-testid="return-title">{returnTitle(ret)}</span> · <time dateTime={ret.createdAt}>{formatDateTime(ret.createdAt)}</time>
        </p>
        <ReturnStatusBadge status={ret.status} />
      </div>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,15rem)]">
        <div className="flex min-w-0 flex-col gap-3">
          <ReturnLines ret={ret} />
          <ReturnReason ret={ret}>
            <dt className="text-base-content/70">Refund to</dt>
            <dd data-testid="return-refund-to">{REFUND_TO_SHOWN[ret.refundTo]}</dd>
            <ReturnExchangeRows ret={ret} orderLink={(n) => <>{n} (among your orders)</>} />
          </ReturnReason>
          {ret.status === 'approved' && ret.returnAddress && <SendBack address={ret.returnAddress} />}
          <ReturnRefund ret={ret} />
          {ret.refund?.status === 'succeeded' && refundDestinations(ret.refund) && (
            <p className="text-base-content/70 text-xs" data-testid="return-refund-destinations">
              {refundDestinations(ret.refund)}
            </p>
          )}
        </div>
        <ReturnTimeline events={ret.timeline} label={`History of ${returnTitle(ret)}`} />
      </div>
    </li>
  );
}

/**
 * My Order (and a guest's order page, with its link's `guestToken`), under a delivered order: the
 * returns asked for it, oldest first, each with its state and history.
 */
export function OrderReturns({ orderId, orderName, guestToken }: { orderId: string; orderName: string; guestToken?: string }) {
  const items = useOrderReturns(orderId, guestToken).items ?? [];
  if (items.length === 0) return null;
  const oldestFirst = [...items].sort((a, b) => a.number - b.number);
  return (
    <section className="border-base-300 border-t pt-3" aria-label={`Returns of the order for ${orderName}`} data-testid="order-returns">
      <p className="text-base-content/70 mb-2 text-xs font-semibold tracking-wide uppercase">Returns</p>
      <ul className="flex flex-col gap-3">
        {oldestFirst.map((ret) => (
          <OrderReturn key={ret._id} ret={ret} />
        ))}
      </ul>
    </section>
  );
}
