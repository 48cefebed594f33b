import type { OrderView } from './content.js';

/** Sample data the previews and the template test render with (an origin the shop replaces). */
export const SAMPLE_URL = 'https://shop.example';

export const sampleOrder = (url: string): OrderView => ({
  orderNumber: 'PH-2026-000123',
  lines: [
    {
      name: 'Battery 01AV424',
      imageUrl: `${url}/images/placeholder-product.svg`,
      laptop: 'ThinkPad T480',
      quantity: 2,
      unitPriceCents: 4999,
      lineTotalCents: 9998,
    },
    { name: 'Keyboard (US)', imageUrl: null, laptop: null, quantity: 1, unitPriceCents: 3250, lineTotalCents: 3250 },
  ],
  totals: [
    { label: 'Subtotal', cents: 13248 },
    { label: 'Spring sale (code SPRING)', cents: -1325 },
    { label: 'Shipping (Express air)', cents: 1995 },
    { label: 'Tax (19%)', cents: 2644 },
    { label: 'Total', cents: 16562, total: true },
  ],
  address: ['Ada Lovelace', '12 Market Street', '10115 Berlin', 'Germany', 'Phone: +49 30 1234567'],
  noAddress: null,
  option: 'Express air',
  invoice: { label: 'INV-2026-000042', url: `${url}/api/order/8c1e/invoice` },
});
