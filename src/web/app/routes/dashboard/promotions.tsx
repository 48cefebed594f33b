import { PromotionsAdmin } from '../../../features/promotions/components/promotions-admin';

/** Promotions (staff): discount codes and automatic sales, their usage and the revenue with them. */
export default function PromotionsPage() {
  return (
    <section aria-labelledby="promotions-title" className="max-w-7xl">
      <h1 id="promotions-title" className="text-2xl font-bold">
        Promotions
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">
        Discount codes shoppers type at checkout, and automatic promotions that apply by themselves (the best one for the shopper when
        several do). Products on an automatic promotion show their sale price.
      </p>
      <PromotionsAdmin />
    </section>
  );
}
