import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { usePackingSlip } from '../../../features/orders/api/get-packing-slip';
import { PackingSlip } from '../../../features/orders/components/packing-slip';
import { Button } from '../../../components/ui/button';

/** /dashboard/orders/:id/packing-slip (admin): the slip to print and put in the parcel. */
export default function PackingSlipPage() {
  const { id = '' } = useParams();
  const order = usePackingSlip(id);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      {order.isSuccess && <title>{`Packing slip ${order.data.order.orderNumber} — PartsHub`}</title>}
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link to={paths.dashboard.manageOrder.getHref()} className="link link-hover text-sm">
          ← Manage Order
        </Link>
        <Button variant="primary" size="sm" onClick={() => window.print()} disabled={!order.isSuccess}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2}>
            <path d="M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z" />
          </svg>
          Print
        </Button>
      </div>
      {order.isPending && (
        <div role="status" aria-busy="true" aria-label="Loading the order">
          <Skeleton className="h-96 w-full" />
        </div>
      )}
      {order.isError && <ErrorState message={order.error.message} onRetry={() => void order.refetch()} />}
      {order.isSuccess && <PackingSlip slip={order.data} />}
    </div>
  );
}
