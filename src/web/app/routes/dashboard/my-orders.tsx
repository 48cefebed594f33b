import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Order } from '../../../../shared/schemas/order';
import { productKeys } from '../../../features/catalog/api/product-keys';
import { invalidateOrders } from '../../../features/orders/api/invalidate-orders';
import { MyOrders } from '../../../features/orders/components/my-orders';
import { ReviewDialog, type ReviewTarget } from '../../../features/product-reviews/components/review-dialog';
import { OrderReturns } from '../../../features/returns/components/order-returns';
import { ReturnRequestDialog } from '../../../features/returns/components/return-request-dialog';
import { useAuth } from '../../../lib/auth';
import { useAuthConfig } from '../../../features/accounts/api/get-auth-config';

const lead = 'Pay for an order by card, or delete it while it is unpaid. Open Details for its tracking and history.';

/** A delivered order (or one refunded after delivery) may have returns to show. */
const renderReturns = (order: Order) =>
  order.returnableUntil !== null || order.status === 'delivered' || order.status === 'refunded' ? (
    <OrderReturns orderId={order._id} orderName={order.orderName} />
  ) : null;

export default function MyOrdersPage() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [returning, setReturning] = useState<Order | null>(null);
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  // The owner's setting: whether a return's refund may be taken as store credit.
  const offerStoreCredit = useAuthConfig().data?.storeCreditRefunds ?? false;
  // A cancelled order's units go back to stock: the product pages show them again.
  const onCancelled = () => void queryClient.invalidateQueries({ queryKey: productKeys.all });
  const onReturnChanged = (orderId: string) => invalidateOrders(queryClient, user?.email ?? '', orderId);
  // A review changes the product's rating on its page and in the catalog.
  const onReviewChanged = () => queryClient.invalidateQueries({ queryKey: productKeys.all });
  return (
    <>
      <section aria-labelledby="my-orders-title">
        <h1 id="my-orders-title" className="text-2xl font-bold">
          My Order
        </h1>
        <p className="text-base-content/70 mb-5 text-sm">{lead}</p>
        {user && (
          <MyOrders
            email={user.email}
            onCancelled={onCancelled}
            onReturn={setReturning}
            renderReturns={renderReturns}
            onReview={(line) => setReviewing({ productId: line.productId, name: line.name })}
          />
        )}
      </section>
      <ReturnRequestDialog
        order={returning}
        onClose={() => setReturning(null)}
        onChanged={onReturnChanged}
        offerStoreCredit={offerStoreCredit}
      />
      <ReviewDialog target={reviewing} onClose={() => setReviewing(null)} onChanged={onReviewChanged} />
    </>
  );
}
