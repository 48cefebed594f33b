import { Link } from 'react-router';
import { formatPrice } from '../../../../shared/money';
import { RETURN_TRANSITIONS, type Return } from '../../../../shared/schemas/return';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { ReturnLines, ReturnReason, ReturnRefund } from './return-details';
import { ReturnStatusBadge } from './return-status-badge';
import { STEPS, type ReturnStep } from './return-step-form';
import { ReturnTimeline } from './return-timeline';
import { returnTitle } from '../../../../shared/return-title';

interface Props {
  ret: Return;
  onStep: (ret: Return, step: ReturnStep) => void;
}

/** The steps the admin may take from the return's status (RETURN_TRANSITIONS), as buttons. */
function StepButtons({ ret, onStep }: Props) {
  const next = RETURN_TRANSITIONS[ret.status].filter((s): s is ReturnStep => s !== 'requested');
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

/** What the money and the stock come to: the refund suggested, whether the units went back on the shelf (rows of ReturnReason's list). */
function Outcome({ ret }: { ret: Return }) {
  return (
    <>
      {!ret.refund && ret.status !== 'rejected' && (
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

/** One return on the admin's Returns page: who, which order, what and why, its history and the next steps. */
export function ReturnCard({ ret, onStep }: Props) {
  return (
    <li className="card card-border bg-base-100 gap-3 p-4" data-testid="admin-return" data-status={ret.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold" data-testid="return-title">
            {returnTitle(ret)}
          </p>
          <Link to={paths.dashboard.manageOrder.getHref(ret.orderNumber)} className="link link-hover text-sm break-words">
            {ret.orderName}
            <span className="sr-only"> (order {ret.orderNumber} in Manage Order)</span>
          </Link>
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
          </ReturnReason>
          <ReturnRefund ret={ret} />
        </div>
        <ReturnTimeline events={ret.timeline} label={`History of ${returnTitle(ret)}`} />
      </div>
      <StepButtons ret={ret} onStep={onStep} />
    </li>
  );
}
