import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../shared/schemas/product';
import { productJsonLd, productListJsonLd, scriptJson } from './product-json-ld';

const product: Product = {
  _id: '3f2a0000-0000-4000-8000-000000000001',
  sku: 'FAN-T480',
  name: 'CPU fan for ThinkPad T480',
  sublierName: 'Parts Ltd',
  description: 'Quiet </script> fan',
  img: '/uploads/fan-800.webp',
  cost: 24.5,
  attributes: {},
  lowStockThreshold: null,
  TotalQuentity: 10,
  Quantity: 0,
  category: 'fans',
  brand: 'Lenovo',
  partNumber: '01LW123',
  compatibleModels: [],
  rating: { average: null, count: 0 },
  createdAt: '2026-01-01T00:00:00.000Z',
};
const where = { origin: 'https://shop.example', currency: 'usd' };

describe('productJsonLd', () => {
  it('describes the product and its offer with absolute addresses', () => {
    expect(productJsonLd(product, where)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: 'FAN-T480',
      mpn: '01LW123',
      brand: { '@type': 'Brand', name: 'Lenovo' },
      image: 'https://shop.example/uploads/fan-800.webp',
      description: 'Quiet </script> fan',
      offers: {
        '@type': 'Offer',
        price: '24.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/OutOfStock',
        url: `https://shop.example/details/${product._id}`,
      },
    });
  });

  it('adds the rating only once somebody rated the product, and leaves out what is empty', () => {
    const rated = productJsonLd({ ...product, brand: '', img: '', Quantity: 3, rating: { average: 4.3, count: 12 } }, where);
    expect(rated.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 12, bestRating: 5, worstRating: 1 });
    expect(rated).not.toHaveProperty('brand');
    expect(rated).not.toHaveProperty('image');
    expect((rated.offers as { availability: string }).availability).toBe('https://schema.org/InStock');
  });

  it('names the laptop models the shop lists the part for as isAccessoryOrSparePartFor (none: left out)', () => {
    const fits = [
      { _id: '3f2a0000-0000-4000-8000-0000000000a1', brand: 'Lenovo', family: 'ThinkPad', model: 'T480', note: '' },
      { _id: '3f2a0000-0000-4000-8000-0000000000a2', brand: 'Lenovo', family: 'ThinkPad', model: 'T480s', note: 'rev. B' },
    ];
    expect(productJsonLd({ ...product, fits }, where).isAccessoryOrSparePartFor).toEqual([
      { '@type': 'Product', name: 'Lenovo ThinkPad T480' },
      { '@type': 'Product', name: 'Lenovo ThinkPad T480s' },
    ]);
    expect(productJsonLd({ ...product, fits: [] }, where)).not.toHaveProperty('isAccessoryOrSparePartFor');
    expect(productJsonLd(product, where)).not.toHaveProperty('isAccessoryOrSparePartFor');
  });

  it("offers a sale's price, valid until the day its promotion ends (none without an end)", () => {
    const sale = { ...product, salePrice: 22.05, promotion: { label: 'Fan week', endsAt: '2026-12-24T18:00:00.000Z' } };
    expect(productJsonLd(sale, where).offers).toMatchObject({ price: '22.05', priceValidUntil: '2026-12-24' });
    const open = productJsonLd({ ...sale, promotion: { label: 'Fan week', endsAt: null } }, where).offers;
    expect(open).toMatchObject({ price: '22.05' });
    expect(open).not.toHaveProperty('priceValidUntil');
  });
});

describe('productListJsonLd', () => {
  it('lists the products in order, each a Product without its own @context', () => {
    const list = productListJsonLd([product, { ...product, _id: 'b', name: 'Second' }], where);
    expect(list).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList' });
    const items = list.itemListElement as { position: number; item: Record<string, unknown> }[];
    expect(items.map((i) => [i.position, i.item.name, i.item['@type']])).toEqual([
      [1, product.name, 'Product'],
      [2, 'Second', 'Product'],
    ]);
    expect(items[0]!.item).not.toHaveProperty('@context');
  });
});

describe('scriptJson', () => {
  it('cannot close the script element it is written into', () => {
    const text = scriptJson(productJsonLd(product, where));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).description).toBe('Quiet </script> fan');
  });
});
