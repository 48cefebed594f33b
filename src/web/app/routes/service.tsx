import { ProductCatalog } from '../../features/catalog/components/product-catalog';
import { usePaymentConfig } from '../../features/payments/api/get-payment-config';
import { PageMeta } from '../../components/seo/page-meta';
import { paths } from '../../config/paths';

/** /service: every product with the 'Find Your Product' filter. */
export default function ServicePage() {
  // The structured data's prices are in the currency the shop charges in.
  const currency = usePaymentConfig().data?.currency ?? 'USD';
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageMeta
        title="All parts — PartsHub"
        description="Search laptop memory, storage, batteries, screens, keyboards, chargers and fans by name, part number or laptop model, and see which parts fit yours."
        canonicalPath={paths.service.getHref()}
      />
      <header className="mb-8 text-center">
        <p className="text-primary text-sm font-semibold tracking-widest uppercase">Shop</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">All laptop parts</h1>
        <p className="text-base-content/75 mx-auto mt-3 max-w-2xl text-lg">
          Memory, storage, batteries, screens, keyboards, chargers and fans, each matched to the laptops it fits.
        </p>
      </header>
      <ProductCatalog currency={currency} />
    </div>
  );
}
