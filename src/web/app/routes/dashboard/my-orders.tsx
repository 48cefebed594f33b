import { useQueryClient } from '@tanstack/react-query';
import { getProductsQueryOptions } from '../../../features/catalog/api/get-products';
import { MyOrders } from '../../../features/orders/components/my-orders';
import { useAuth } from '../../../lib/auth';

export default function MyOrdersPage() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  // A cancelled order's units go back to stock: the product pages show them again.
  const onCancelled = () => void queryClient.invalidateQueries({ queryKey: getProductsQueryOptions().queryKey });
  return (
    <section aria-labelledby="my-orders-title">
      <h1 id="my-orders-title" className="text-2xl font-bold">
        My Order
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">Pay for an order by card, or delete it while it is unpaid.</p>
      {user && <MyOrders email={user.email} onCancelled={onCancelled} />}
    </section>
  );
}
