import type { Order } from '../../../../shared/schemas/order';
import { tendersText } from '../utils/tenders';

/** The order confirmation's word when gift cards and store credit paid everything (nothing went through a card). */
export function TendersPaid({ order }: { order: Order }) {
  return (
    <div role="status" className="alert alert-success alert-soft flex flex-col items-start gap-1" data-testid="tenders-paid">
      <p className="text-lg font-semibold">Your order is paid.</p>
      <p>Paid in full with your {tendersText(order)}: nothing was charged to a card.</p>
    </div>
  );
}
