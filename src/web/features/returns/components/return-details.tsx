import type { ReactNode } from 'react';
import { exchangeDifferenceText, formatPrice, toCents } from '../../../../shared/money';
import { EXCHANGE_STATUS_LABELS, RETURN_REASON_LABELS, type Return, type ReturnLine } from '../../../../shared/schemas/return';
import { CreditNoteLink } from '../../../entities/order/components/document-links';

/** "Bought for ThinkPad T480 — we listed it as fitting": what the shop said about the part and the laptop. */
function BoughtFor({ line }: { line: ReturnLine }) {
  if (line.laptop === null) return null;
  const listed = line.saidFits === null ? '' : line.saidFits ? ' — we listed it as fitting' : ' — we did not list it as fitting';
  return (
    <span className="text-base-content/70 basis-full text-xs" data-testid="return-line-fit">
      Bought for {line.laptop}
      {listed}
    </span>
  );
}

/** The parts going back: name and units × unit price (less the order's discounts on them); with `showFit` (a wrong fit, for the shop) the laptop each was bought for. */
export function ReturnLines({ ret, showFit = false }: { ret: Return; showFit?: boolean }) {
  return (
    <ul className="flex flex-col gap-1 text-sm" aria-label="Parts in this return" data-testid="return-lines">
      {ret.lines.map((line) => (
        <li key={line.productId} className="flex flex-wrap justify-between gap-x-3" data-testid="return-line">
          <span className="min-w-0 break-words">{line.name}</span>
          <span className="text-base-content/70 whitespace-nowrap">
            {line.quantity} × {formatPrice(line.unitCost)}
            {line.discount > 0 && ` − ${formatPrice(line.discount)} discount`}
          </span>
          {showFit && <BoughtFor line={line} />}
        </li>
      ))}
    </ul>
  );
}

/** Why, the customer's note and the shop's answer; `children` adds rows (<dt>, <dd>) to the same list. */
export function ReturnReason({ ret, children }: { ret: Return; children?: ReactNode }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      <dt className="text-base-content/70">Reason</dt>
      <dd data-testid="return-reason">{RETURN_REASON_LABELS[ret.reason]}</dd>
      {ret.note && (
        <>
          <dt className="text-base-content/70">Note</dt>
          <dd className="break-words whitespace-pre-line">{ret.note}</dd>
        </>
      )}
      {ret.adminNote && (
        <>
          <dt className="text-base-content/70">From the shop</dt>
          <dd className="break-words whitespace-pre-line" data-testid="return-admin-note">
            {ret.adminNote}
          </dd>
        </>
      )}
      {children}
    </dl>
  );
}

/** The money given back for the return, and its credit note. */
export function ReturnRefund({ ret }: { ret: Return }) {
  const refund = ret.refund;
  if (!refund) return null;
  const text = { succeeded: 'Refunded', pending: 'Refund pending', failed: 'Refund failed' }[refund.status];
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 text-sm" data-testid="return-refund" data-status={refund.status}>
      <span>
        {text}: <strong data-testid="return-refund-amount">{formatPrice(refund.amount)}</strong>
      </span>
      <CreditNoteLink refund={refund} className="text-sm" />
    </p>
  );
}

/** An exchange's difference (dollars, as the wire has it) in words: what the customer pays, or what the shop refunds. */
export const differenceText = (difference: number) => exchangeDifferenceText(toCents(difference));

/**
 * A return's exchange (issue 31), as rows of ReturnReason's list: the replacement, where it stands, the
 * difference, and its order (`orderLink` draws it: staff open it in Manage Order; a customer finds it among their orders).
 */
export function ReturnExchangeRows({ ret, orderLink }: { ret: Return; orderLink?: (orderNumber: string) => ReactNode }) {
  const x = ret.exchange;
  if (!x) return null;
  return (
    <>
      <dt className="text-base-content/70">Exchange for</dt>
      <dd className="break-words" data-testid="return-exchange" data-status={x.status}>
        {x.quantity} × {x.productName} at {formatPrice(x.unitCost)}
        <span className="text-base-content/70 block text-xs" data-testid="return-exchange-status">
          {EXCHANGE_STATUS_LABELS[x.status]}
        </span>
      </dd>
      <dt className="text-base-content/70">Difference</dt>
      <dd data-testid="return-exchange-difference">{differenceText(x.difference)}</dd>
      {x.orderNumber && (
        <>
          <dt className="text-base-content/70">Exchange order</dt>
          <dd data-testid="return-exchange-order">{orderLink ? orderLink(x.orderNumber) : x.orderNumber}</dd>
        </>
      )}
    </>
  );
}
