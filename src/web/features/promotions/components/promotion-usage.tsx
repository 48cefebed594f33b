import { Link } from 'react-router';
import { formatPrice } from '../../../../shared/money';
import type { Promotion, PromotionUsage as Usage } from '../../../../shared/schemas/promotion';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { ErrorState } from '../../../components/ui/error-state';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { usePromotionUsage } from '../api/get-promotion-usage';

type UsageOrder = Usage['orders'][number];

const columns: DataTableColumn<UsageOrder>[] = [
  {
    key: 'number',
    header: 'Order',
    rowHeader: true,
    cellClassName: 'whitespace-nowrap',
    cell: (o) => (
      <Link to={paths.dashboard.manageOrder.getHref(o.orderNumber)} className="link font-mono">
        {o.orderNumber}
      </Link>
    ),
  },
  { key: 'email', header: 'E-mail', cellClassName: 'break-all min-w-32', cell: (o) => o.email },
  { key: 'placed', header: 'Placed', cellClassName: 'whitespace-nowrap', cell: (o) => formatDateTime(o.placedAt) },
  {
    key: 'discount',
    header: 'Discount',
    cellClassName: 'whitespace-nowrap text-right',
    headerClassName: 'text-right',
    cell: (o) => formatPrice(o.discount),
  },
  {
    key: 'total',
    header: 'Total',
    cellClassName: 'whitespace-nowrap text-right',
    headerClassName: 'text-right',
    cell: (o) => formatPrice(o.total),
  },
];

/** Below 768 px: one row of text per order instead of the table. */
function UsageList({ orders, label }: { orders: UsageOrder[]; label: string }) {
  return (
    <ul className="divide-base-300 border-base-300 rounded-box divide-y border md:hidden" aria-label={label}>
      {orders.map((o) => (
        <li key={o.orderId} className="flex flex-col gap-0.5 p-3 text-sm" data-testid="promotion-usage-item">
          <span className="flex flex-wrap justify-between gap-x-3">
            <Link to={paths.dashboard.manageOrder.getHref(o.orderNumber)} className="link font-mono">
              {o.orderNumber}
            </Link>
            <span>
              {formatPrice(o.total)} <span className="text-base-content/70">({formatPrice(o.discount)} off)</span>
            </span>
          </span>
          <span className="break-all">{o.email}</span>
          <span className="text-base-content/70 text-xs">{formatDateTime(o.placedAt)}</span>
        </li>
      ))}
    </ul>
  );
}

function UsageBody({ promotion }: { promotion: Promotion }) {
  const usage = usePromotionUsage(promotion._id);
  if (usage.isPending) return <Skeleton className="h-32 w-full" />;
  if (usage.isError) return <ErrorState message={usage.error.message} onRetry={() => void usage.refetch()} />;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        {usage.data.uses === 1 ? '1 order' : `${usage.data.uses} orders`} so far, {formatPrice(promotion.discountTotal)} off,{' '}
        {formatPrice(promotion.revenue)} in revenue (cancelled and expired orders not counted).
      </p>
      {usage.data.orders.length > 0 && <UsageList orders={usage.data.orders} label={`Orders placed with ${promotion.label}`} />}
      <DataTable
        caption={`Orders placed with ${promotion.label}`}
        from="md"
        columns={columns}
        rows={usage.data.orders}
        rowKey={(o) => o.orderId}
        rowTestId="promotion-usage-row"
        size="sm"
        empty="No orders with it yet."
      />
    </div>
  );
}

/** The orders placed with a promotion, each a link to it in Manage Order. */
export function PromotionUsageDialog({ promotion, onClose }: { promotion: Promotion | null; onClose: () => void }) {
  return (
    <Modal
      open={promotion !== null}
      title={promotion ? `Usage of ${promotion.label}` : ''}
      onClose={onClose}
      width="2xl"
      actions={<Button onClick={onClose}>Close</Button>}
    >
      {promotion && <UsageBody promotion={promotion} />}
    </Modal>
  );
}
