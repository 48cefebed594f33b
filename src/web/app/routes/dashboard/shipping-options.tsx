import { ShippingOptionsAdmin } from '../../../features/shipping/components/shipping-options-admin';

/** Shipping options (admin): what customers can choose at checkout, per country. */
export default function ShippingOptionsPage() {
  return (
    <section aria-labelledby="shipping-options-title" className="max-w-5xl">
      <h1 id="shipping-options-title" className="text-2xl font-bold">
        Shipping options
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">
        How parts can be sent: price, free above a subtotal, delivery days and the countries served. A battery only travels with an option
        that may carry it.
      </p>
      <ShippingOptionsAdmin />
    </section>
  );
}
