import { useQueryClient } from '@tanstack/react-query';
import type { Return } from '../../../../shared/schemas/return';
import { productKeys } from '../../../features/catalog/api/product-keys';
import { invalidateOrders } from '../../../features/orders/api/invalidate-orders';
import { ReturnsAdmin } from '../../../features/returns/components/returns-admin';

/** Returns (admin): approve or reject, mark received (restocked or not), refund. */
export default function ReturnsPage() {
  const queryClient = useQueryClient();
  // A refund changes the order (its refunds, maybe its status); a restock changes the products' stock.
  const onChanged = (ret: Return) =>
    Promise.all([invalidateOrders(queryClient, ret.userEmail, ret.orderId), queryClient.invalidateQueries({ queryKey: productKeys.all })]);
  return (
    <section aria-labelledby="returns-title">
      <h1 id="returns-title" className="text-2xl font-bold">
        Returns
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">
        Parts customers send back, newest first. Approve or reject a request, mark the parcel received, then refund it.
      </p>
      <ReturnsAdmin onChanged={onChanged} />
    </section>
  );
}
