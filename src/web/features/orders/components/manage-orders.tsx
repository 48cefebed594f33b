import { useState } from 'react';
import type { Order } from '../../../../shared/schemas/order';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { MANAGE_ORDERS_PAGE_SIZE, useManageOrders } from '../api/get-manage-orders';
import { useManageOrdersParams } from '../hooks/use-manage-orders-params';
import { useSignOutOnAuthError } from '../hooks/use-sign-out-on-auth-error';
import { ManageOrdersFilters } from './manage-orders-filters';
import { ManageOrdersTable } from './manage-orders-table';
import { OrderStatusDialog, type StatusChange } from './order-status-dialog';
import type { NextStatus } from './order-status-actions';
import { OrdersPager } from './orders-pager';
import { RefundDialog } from './refund-dialog';
import { RevokeGuestLinksDialog } from './revoke-guest-links';

function ListSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the orders" className="flex flex-col gap-3">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full" />
      ))}
    </div>
  );
}

function NoOrders({ filtered, beyondLastPage, onReset }: { filtered: boolean; beyondLastPage: boolean; onReset: () => void }) {
  let text = 'No orders yet.';
  if (beyondLastPage) text = 'This page is past the last order.';
  else if (filtered) text = 'No orders match this status and search.';
  return (
    <EmptyState>
      {text}{' '}
      {(filtered || beyondLastPage) && (
        <button type="button" className="link link-primary" onClick={onReset}>
          Show all orders
        </button>
      )}
    </EmptyState>
  );
}

/** Manage Order (admin): every order, filtered, searched and paged on the server, with its next steps. */
export function ManageOrders() {
  const [params, setParams] = useManageOrdersParams();
  const orders = useManageOrders({ status: params.status, q: params.q || undefined, page: params.page, limit: MANAGE_ORDERS_PAGE_SIZE });
  const denied = useSignOutOnAuthError(orders.error);
  const [change, setChange] = useState<StatusChange | null>(null);
  const onAction = (order: Order, status: NextStatus) => setChange({ order, status });
  const [refunding, setRefunding] = useState<Order | null>(null);
  const [revoking, setRevoking] = useState<Order | null>(null);
  const filtered = Boolean(params.status || params.q);

  let body: React.ReactNode;
  if (orders.isPending || denied) body = <ListSkeleton />;
  else if (orders.isError && !orders.data) body = <ErrorState message={orders.error.message} onRetry={() => void orders.refetch()} />;
  else if (orders.data.items.length === 0)
    body = <NoOrders filtered={filtered} beyondLastPage={orders.data.total > 0} onReset={() => setParams({ status: undefined, q: '' })} />;
  else
    body = (
      <div aria-busy={orders.isPlaceholderData} className={`transition-opacity ${orders.isPlaceholderData ? 'opacity-60' : ''}`}>
        <ManageOrdersTable orders={orders.data.items} onAction={onAction} onRefund={setRefunding} onRevokeLinks={setRevoking} />
        <OrdersPager page={params.page} limit={orders.data.limit} total={orders.data.total} onPage={(page) => setParams({ page })} />
      </div>
    );

  return (
    <>
      <ManageOrdersFilters params={params} onChange={setParams} />
      {body}
      <OrderStatusDialog change={change} onClose={() => setChange(null)} />
      <RefundDialog order={refunding} onClose={() => setRefunding(null)} />
      <RevokeGuestLinksDialog order={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
