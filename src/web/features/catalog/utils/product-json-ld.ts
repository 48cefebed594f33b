import { laptopFullName, type LaptopName } from '../../../../shared/laptop-names';
import type { Product } from '../../../../shared/schemas/product';
import { paths } from '../../../config/paths';

interface Where {
  /** The shop's origin ("https://shop.example"): the page's and the image's addresses are absolute. */
  origin: string;
  /** ISO 4217, as the payments take it ("USD"). */
  currency: string;
}

/**
 * The product as schema.org structured data (what search engines show as price, stock and stars):
 * name, SKU, brand, image, description, the offer (a sale's price and the day it ends), the rating
 * once somebody rated it, and (issue 31) the laptop models the shop lists it for, as
 * `isAccessoryOrSparePartFor` (given `fits`, as the product page has them).
 */
export function productJsonLd(product: Product & { fits?: LaptopName[] }, { origin, currency }: Where): Record<string, unknown> {
  const { average, count } = product.rating;
  const fits = product.fits ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(product.partNumber && { mpn: product.partNumber }),
    ...(product.brand && { brand: { '@type': 'Brand', name: product.brand } }),
    ...(product.img && { image: new URL(product.img, origin).href }),
    ...(product.description && { description: product.description }),
    offers: {
      '@type': 'Offer',
      // On an automatic promotion: its sale price, valid until the day it ends (when it has an end).
      price: (product.salePrice ?? product.cost).toFixed(2),
      ...(product.salePrice !== undefined && product.promotion?.endsAt && { priceValidUntil: product.promotion.endsAt.slice(0, 10) }),
      priceCurrency: currency.toUpperCase(),
      availability: product.Quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: new URL(paths.productDetail.getHref(product._id), origin).href,
    },
    ...(count > 0 &&
      average !== null && {
        aggregateRating: { '@type': 'AggregateRating', ratingValue: average, reviewCount: count, bestRating: 5, worstRating: 1 },
      }),
    ...(fits.length > 0 && {
      isAccessoryOrSparePartFor: fits.map((laptop) => ({ '@type': 'Product', name: laptopFullName(laptop) })),
    }),
  };
}

/**
 * A page of the catalog as a schema.org ItemList of its products (with their offers and stars):
 * what a crawler reads on /service, since a product's own page needs a signed-in shopper.
 */
export function productListJsonLd(products: Product[], where: Where): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, i) => {
      const { '@context': _context, ...item } = productJsonLd(product, where);
      return { '@type': 'ListItem', position: i + 1, item };
    }),
  };
}

/** JSON for a <script> element: "<" is written \u003c, so no text in it ("</script>") can end the element early. */
export const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
