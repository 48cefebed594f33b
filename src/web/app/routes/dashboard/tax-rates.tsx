import { TaxRatesAdmin } from '../../../features/shipping/components/tax-rates-admin';

/** Tax rates (admin): one rate per country, applied to parts and shipping. */
export default function TaxRatesPage() {
  return (
    <section aria-labelledby="tax-rates-title" className="max-w-3xl">
      <h1 id="tax-rates-title" className="text-2xl font-bold">
        Tax rates
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">
        The rate each country pays on the parts and shipping of an order. A country without a rate pays no tax; catalog prices exclude tax.
      </p>
      <TaxRatesAdmin />
    </section>
  );
}
