import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../../../shared/money';
import { isLapsed, type Order } from '../../../../shared/schemas/order';
import { InvoiceLink } from '../../../entities/order/components/document-links';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { paths } from '../../../config/paths';
import { useAccess } from '../../../lib/auth';
import { unitsOf, unitsText } from '../utils/order-units';
import { OrderBreakdown } from './order-breakdown';
import { OrderTimeline } from './order-timeline';
import { PartialRefund } from './partial-refund';
import { OrderStatusActions, type NextStatus } from './order-status-actions';
import { formatOrderDate, OrderStatusBadge } from './order-status-badge';
import { TrackingNumber } from './tracking-number';
import { Email } from '../../../components/ui/email';
import { GuestBadge } from './guest-badge';
import { RevokeGuestLinksButton } from './revoke-guest-links';

interface Props {
  orders: Order[];
  onAction: (order: Order, status: NextStatus) => void;
  onRefund: (order: Order) => void;
  /** A guest order's "Revoke order links" (its dialog is the list's). */
  onRevokeLinks: (order: Order) => void;
}

const dim = (o: Order) => (isLapsed(o.status) ? 'text-base-content/60' : '');
const none = (
  <span className="text-base-content/40" aria-label="none">
    —
  </span>
);
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** The date, then the time (under the order's number). */
function OrderDate({ iso }: { iso: string }) {
  const at = new Date(iso);
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {day.format(at)}
      <br />
      <span className="text-base-content/60">{time.format(at)}</span>
    </time>
  );
}

/** The printable packing slip of an order (its own page), for those who pack (orders:fulfil). */
function PackingSlipLink({ order, className = '' }: { order: Order; className?: string }) {
  const { can } = useAccess();
  if (!can('orders:fulfil')) return null;
  return (
    <Link to={paths.dashboard.packingSlip.getHref(order._id)} className={`link link-primary text-sm whitespace-nowrap ${className}`}>
      Packing slip<span className="sr-only"> for order {order.orderNumber}</span>
    </Link>
  );
}

/** Who changed the order and how (the audit log, for those who read it: audit:read). */
function AuditHistoryLink({ order }: { order: Order }) {
  const { can } = useAccess();
  if (!can('audit:read')) return null;
  return (
    <Link
      to={paths.dashboard.audit.getHref({ entity: 'order', entityId: order._id })}
      className="link link-primary mt-2 inline-block text-sm"
    >
      Who changed it: audit log<span className="sr-only"> of order {order.orderNumber}</span>
    </Link>
  );
}

const heading = 'text-base-content/70 mb-1 text-xs font-semibold tracking-wide uppercase';

/** Who placed the order: the e-mail, and for a guest's order the badge and "Revoke order links". */
function Customer({ order, onRevokeLinks }: { order: Order; onRevokeLinks: Props['onRevokeLinks'] }) {
  return (
    <div data-testid="order-customer">
      <h3 className={heading}>Customer</h3>
      <p className="text-sm break-words">
        <Email value={order.userEmail} /> <GuestBadge order={order} className="align-middle" />
      </p>
      {order.guest && (
        <p className="text-base-content/70 text-sm">No account: the customer follows the order through the link in their e-mails.</p>
      )}
      <RevokeGuestLinksButton order={order} onRevoke={onRevokeLinks} />
    </div>
  );
}

/** What "Details" shows: the customer, the parts, the delivery and the amounts, then the order's timeline. */
function OrderDetails({ order, onRevokeLinks }: { order: Order; onRevokeLinks: Props['onRevokeLinks'] }) {
  return (
    <div className="flex flex-col gap-4">
      <Customer order={order} onRevokeLinks={onRevokeLinks} />
      <OrderBreakdown order={order} staff />
      <div>
        <h3 className={heading}>History</h3>
        <OrderTimeline events={order.timeline} label={`History of order ${order.orderNumber}`} />
        <AuditHistoryLink order={order} />
      </div>
    </div>
  );
}

/** One order's row; "Details" opens a row under it with the parts, the delivery, the amounts and the timeline. */
function OrderRow({ order: o, onAction, onRefund, onRevokeLinks }: Omit<Props, 'orders'> & { order: Order }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <>
      <tr className={dim(o)} data-testid="manage-order-row" data-status={o.status}>
        <td>
          <span className="font-mono text-xs whitespace-nowrap" data-testid="order-number">
            {o.orderNumber}
          </span>
          <br />
          <OrderDate iso={o.createdAt} />
        </td>
        <td className="max-w-56 break-words">
          <Email value={o.userEmail} />
          <GuestBadge order={o} className="ml-1 align-middle" />
        </td>
        <td className="min-w-40">
          {o.orderName}
          <br />
          <button
            type="button"
            className="link link-primary text-xs"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide details' : 'Details'}
            <span className="sr-only"> of order {o.orderNumber}</span>
          </button>
        </td>
        <td className="text-right">{unitsOf(o)}</td>
        <td className="text-right">
          <span className="font-semibold whitespace-nowrap">{formatPrice(o.cost)}</span>
          <PartialRefund order={o} className="text-xs" />
        </td>
        <td>
          <OrderStatusBadge status={o.status} />
        </td>
        <td className="max-w-44 truncate font-mono text-xs" title={o.trackingNumber ?? undefined} data-testid="tracking-number">
          {o.trackingNumber ?? none}
        </td>
        <td className="min-w-32">
          <OrderStatusActions order={o} onAction={onAction} onRefund={onRefund} className="justify-end" />
          <PackingSlipLink order={o} className="mt-1 block text-right" />
          <InvoiceLink order={o} className="mt-1 block text-right text-sm whitespace-nowrap" />
        </td>
      </tr>
      <tr id={detailsId} hidden={!open} data-testid="manage-order-details">
        <td colSpan={columns.length} className="bg-base-200/50">
          {open && <OrderDetails order={o} onRevokeLinks={onRevokeLinks} />}
        </td>
      </tr>
    </>
  );
}

/** The table's headings; each order draws its own two rows (see OrderRow). */
const columns: DataTableColumn<Order>[] = [
  { key: 'order', header: 'Order' },
  { key: 'customer', header: 'Customer' },
  { key: 'product', header: 'Product' },
  { key: 'qty', header: 'Qty', headerClassName: 'text-right' },
  { key: 'total', header: 'Total', headerClassName: 'text-right' },
  { key: 'status', header: 'Status' },
  { key: 'tracking', header: 'Tracking' },
  { key: 'actions', header: 'Actions', hideHeader: true },
];

/** Wide screens: one table row per order, the actions at the end. */
function OrdersTable({ orders, ...actions }: Props) {
  return (
    <DataTable
      caption="Orders, newest first"
      columns={columns}
      rows={orders}
      rowKey={(o) => o._id}
      renderRow={(o) => <OrderRow order={o} {...actions} />}
      size="sm"
      from="xl"
    />
  );
}

/** Smaller screens: one card per order (two columns from 768 px), nothing to scroll sideways. */
function OrderCards({ orders, onAction, onRefund, onRevokeLinks }: Props) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:hidden" aria-label="Orders, newest first">
      {orders.map((o) => (
        <li key={o._id} className="card card-border bg-base-100 gap-1 p-4" data-testid="manage-order-card" data-status={o.status}>
          <div className={`flex items-start justify-between gap-2 ${dim(o)}`}>
            <p className="font-semibold">{o.orderName}</p>
            <OrderStatusBadge status={o.status} />
          </div>
          <p className="font-mono text-sm" data-testid="order-number">
            {o.orderNumber}
          </p>
          <p className="text-base-content/70 text-sm break-all">
            {o.userEmail} <GuestBadge order={o} className="align-middle" />
          </p>
          <p className="flex justify-between gap-2 text-sm">
            <span>
              {unitsText(unitsOf(o))} · {formatOrderDate(o.createdAt)}
            </span>
            <strong>{formatPrice(o.cost)}</strong>
          </p>
          <PartialRefund order={o} className="self-end" />
          {o.trackingNumber && <TrackingNumber value={o.trackingNumber} className="text-sm" />}
          <details className="border-base-300 my-1 border-t pt-2" data-testid="manage-order-details">
            <summary className="link link-primary w-fit cursor-pointer text-sm">
              Details<span className="sr-only"> of order {o.orderNumber}</span>
            </summary>
            <div className="pt-3">
              <OrderDetails order={o} onRevokeLinks={onRevokeLinks} />
            </div>
          </details>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
            <OrderStatusActions order={o} onAction={onAction} onRefund={onRefund} />
            <span className="flex flex-wrap gap-x-3">
              <PackingSlipLink order={o} />
              <InvoiceLink order={o} className="text-sm whitespace-nowrap" />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The orders of one page: a table from 1280 px (beside the dashboard menu), cards below. */
export function ManageOrdersTable(props: Props) {
  return (
    <>
      <OrdersTable {...props} />
      <OrderCards {...props} />
    </>
  );
}
