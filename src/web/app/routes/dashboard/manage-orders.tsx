import { messages } from '../../../../shared/messages';
import { ManageOrders } from '../../../features/orders/components/manage-orders';

export default function ManageOrdersPage() {
  return (
    <section aria-labelledby="manage-orders-title">
      <h1 id="manage-orders-title" className="text-2xl font-bold">
        {messages.manageOrdersHeading}
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">
        Every customer's orders, newest first. Ship paid orders, mark them delivered, or cancel them.
      </p>
      <ManageOrders />
    </section>
  );
}
