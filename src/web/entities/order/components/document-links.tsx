import type { Order } from '../../../../shared/schemas/order';
import type { Refund } from '../../../../shared/schemas/refund';

/**
 * The printable documents the server renders as HTML: an order's invoice and a refund's credit
 * note. Plain links (a new tab): the browser's session cookie signs the request in.
 */
export const invoiceHref = (orderId: string) => `/api/order/${encodeURIComponent(orderId)}/invoice`;
export const creditNoteHref = (refundId: string) => `/api/refunds/${encodeURIComponent(refundId)}/credit-note`;

interface LinkProps {
  href: string;
  text: string;
  /** Said after the text by screen readers ("for the order of SSD"). */
  context?: string;
  className?: string;
  testId: string;
}

function DocumentLink({ href, text, context, className = '', testId }: LinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener" className={`link link-primary ${className}`} data-testid={testId}>
      {text}
      {context && <span className="sr-only"> {context}</span>}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

interface InvoiceLinkProps {
  order: Pick<Order, '_id' | 'invoiceNumber' | 'orderName'>;
  className?: string;
  /** Another address for the same invoice (a guest's order: through its link's token). */
  href?: string;
}

/** "Invoice INV-2026-000001", once the order is paid. */
export function InvoiceLink({ order, className, href }: InvoiceLinkProps) {
  if (!order.invoiceNumber) return null;
  return (
    <DocumentLink
      href={href ?? invoiceHref(order._id)}
      text={`Invoice ${order.invoiceNumber}`}
      context={`for the order of ${order.orderName}`}
      className={className}
      testId="invoice-link"
    />
  );
}

interface CreditNoteLinkProps {
  refund: Pick<Refund, '_id' | 'creditNoteNumber'>;
  className?: string;
  /** Another address for the same credit note (a guest's order: through its link's token). */
  href?: string;
}

/** "Credit note CN-2026-000001", once the refund went through. */
export function CreditNoteLink({ refund, className, href }: CreditNoteLinkProps) {
  if (!refund.creditNoteNumber) return null;
  return (
    <DocumentLink
      href={href ?? creditNoteHref(refund._id)}
      text={`Credit note ${refund.creditNoteNumber}`}
      className={className}
      testId="credit-note-link"
    />
  );
}
