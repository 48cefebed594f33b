import type { Product, ProductDetail } from '../../../../shared/schemas/product';
import { useSiteOrigin } from '../../../lib/site-origin';
import { productJsonLd, productListJsonLd, scriptJson } from '../utils/product-json-ld';

/**
 * The product page's schema.org Product block (<script type="application/ld+json">: data, never run),
 * with the laptop models the shop lists it for.
 */
export function ProductJsonLd({ product, currency }: { product: ProductDetail; currency: string }) {
  const json = scriptJson(productJsonLd(product, { origin: useSiteOrigin(), currency }));
  return <script type="application/ld+json" data-testid="product-json-ld" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** A catalog page's schema.org ItemList: the parts on screen with their prices and stars. */
export function ProductListJsonLd({ products, currency }: { products: Product[]; currency: string }) {
  const origin = useSiteOrigin();
  if (products.length === 0) return null;
  const json = scriptJson(productListJsonLd(products, { origin, currency }));
  return <script type="application/ld+json" data-testid="product-list-json-ld" dangerouslySetInnerHTML={{ __html: json }} />;
}
