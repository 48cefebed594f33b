import { Link } from 'react-router';
import { formatPrice } from '../../../../shared/money';
import type { Permission } from '../../../../shared/permissions';
import { RETURN_TRANSITIONS, type Return } from '../../../../shared/schemas/return';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useAccess } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/dates';
import { ReturnExchangeRows, ReturnLines, ReturnReason, ReturnRefund } from './return-details';
import { ReturnStatusBadge } from './return-status-badge';
import { STEPS, type ReturnStep } from './return-step-form';
import { ReturnTimeline } from './return-timeline';
import { returnTitle } from '../../../../shared/return-title';
import { refundDestinationParts } from '../../../entities/order/model/refund-destination';
import type { RefundDestination } from '../../../../shared/schemas/gift-card';

/** The customer's choice of where the refund goes, as staff read it. */
const CUSTOMER_REFUND_TO: Record<RefundDestination, string> = {
  original: 'The way they paid',
  store_credit: 'Store credit',
};

interface Props {
  ret: Return;
  onStep: (ret: Return, step: ReturnStep) => void;
}

/** What each step needs, as the server checks it (all of them): packers receive parcels, support decides and refunds. */
const STEP_NEEDS: Record<ReturnStep, readonly Permission[]> = {
  approved: ['returns:decide'],
  rejected: ['returns:decide'],
  received: ['returns:receive'],
  refunded: ['returns:decide', 'refunds:create'],
};

/** The steps staff may take from the return's status (RETURN_TRANSITIONS) and their permissions, as buttons. */
function StepButtons({ ret, onStep }: Props) {
  const { can } = useAccess();
  const next = RETURN_TRANSITIONS[ret.status]
    .filter((s): s is ReturnStep => s in STEP_NEEDS)
    .filter((step) => STEP_NEEDS[step].every((p) => can(p)));
  if (next.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {next.map((step) => (
        <Button
          key={step}
          size="sm"
          variant={step === 'rejected' ? 'error' : 'primary'}
          outline={step === 'rejected'}
          onClick={() => onStep(ret, step)}
        >
          {STEPS[step].action}
          <span className="sr-only"> {returnTitle(ret)}</span>
        </Button>
      ))}
    </div>
  );
}

/** What the money and the stock come to: where the customer wants the refund, the refund suggested (or where it went), whether the units went back on the shelf (rows of ReturnReason's list). */
function Outcome({ ret }: { ret: Return }) {
  const went = ret.refund ? refundDestinationParts(ret.refund) : [];
  // An exchange refunds only what the shop owes of the difference (its rows say it).
  const exchanging = ret.exchange !== null && ret.exchange.status !== 'cancelled';
  return (
    <>
      <dt className="text-base-content/70">Refund to</dt>
      <dd data-testid="return-refund-to">
        {CUSTOMER_REFUND_TO[ret.refundTo]}
        {went.length > 0 && <span className="text-base-content/70 block text-xs">Went: {went.join(' · ')}</span>}
      </dd>
      {!ret.refund && ret.status !== 'rejected' && !exchanging && (
        <>
          <dt className="text-base-content/70">Suggested refund</dt>
          <dd className="font-semibold" data-testid="suggested-refund">
            {formatPrice(ret.suggestedRefund)}
          </dd>
        </>
      )}
      {ret.restock !== null && (
        <>
          <dt className="text-base-content/70">Stock</dt>
          <dd data-testid="return-restock">{ret.restock ? 'Units back in stock' : 'Not restocked'}</dd>
        </>
      )}
    </>
  );
}

/** The return's order: a link to it in Manage Order for those who may open it (orders:read), else its name. */
function OrderLink({ ret }: { ret: Return }) {
  const { can } = useAccess();
  if (!can('orders:read')) return <p className="text-sm break-words">{ret.orderName}</p>;
  return (
    <Link to={paths.dashboard.manageOrder.getHref(ret.orderNumber)} className="link link-hover text-sm break-words">
      {ret.orderName}
      <span className="sr-only"> (order {ret.orderNumber} in Manage Order)</span>
    </Link>
  );
}

/** The exchange's replacement order in Manage Order, for those who may open it. */
function ExchangeOrderLink({ orderNumber }: { orderNumber: string }) {
  const { can } = useAccess();
  if (!can('orders:read')) return <>{orderNumber}</>;
  return (
    <Link to={paths.dashboard.manageOrder.getHref(orderNumber)} className="link link-hover">
      {orderNumber}
      <span className="sr-only"> (the exchange order in Manage Order)</span>
    </Link>
  );
}

/** One return on the admin's Returns page: who, which order, what and why, its history and the next steps. */
export function ReturnCard({ ret, onStep }: Props) {
  return (
    <li className="card card-border bg-base-100 gap-3 p-4" data-testid="admin-return" data-status={ret.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold" data-testid="return-title">
            {returnTitle(ret)}
          </p>
          <OrderLink ret={ret} />
          <p className="text-base-content/70 text-sm break-all">{ret.userEmail}</p>
          <p className="text-base-content/70 text-xs">
            Requested <time dateTime={ret.createdAt}>{formatDateTime(ret.createdAt)}</time>
          </p>
        </div>
        <ReturnStatusBadge status={ret.status} />
      </div>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,16rem)]">
        <div className="flex min-w-0 flex-col gap-3">
          <ReturnLines ret={ret} showFit={ret.reason === 'wrong_fit'} />
          <ReturnReason ret={ret}>
            <Outcome ret={ret} />
            <ReturnExchangeRows ret={ret} orderLink={(n) => <ExchangeOrderLink orderNumber={n} />} />
          </ReturnReason>
          <ReturnRefund ret={ret} />
        </div>
        <ReturnTimeline events={ret.timeline} label={`History of ${returnTitle(ret)}`} />
      </div>
      <StepButtons ret={ret} onStep={onStep} />
    </li>
  );
}
