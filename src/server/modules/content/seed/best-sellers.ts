import type { SeedBestSeller } from './types.js';

/** Sample best-seller items shown on the home page. Prices in dollars. */
export const seedBestSellers: SeedBestSeller[] = [
  {
    name: 'Crucial 16GB DDR4-3200 SO-DIMM',
    img: '/images/bestsellers/crucial-16gb-ddr4-3200.svg',
    price: 42.99,
    description: 'The most popular memory upgrade: 16GB of DDR4 for ThinkPad, Latitude and EliteBook laptops.',
  },
  {
    name: 'Samsung 980 PRO 1TB NVMe M.2',
    img: '/images/bestsellers/samsung-980-pro-1tb.svg',
    price: 109.99,
    description: 'Fast PCIe 4.0 NVMe SSD in M.2 2280 size with a 5-year warranty.',
  },
  {
    name: 'ThinkPad T480 battery 01AV424',
    img: '/images/bestsellers/lenovo-t480-battery.svg',
    price: 49.99,
    description: 'Internal 24 Wh, 11.46 V battery that restores all-day runtime on the T480.',
  },
  {
    name: 'Lenovo 65W USB-C charger',
    img: '/images/bestsellers/lenovo-65w-usbc-charger.svg',
    price: 39.99,
    description: '20 V / 3.25 A USB Power Delivery adapter for ThinkPads, phones and tablets.',
  },
  {
    name: 'HP EliteBook 840 G5 CPU fan',
    img: '/images/bestsellers/hp-elitebook-840-g5-fan.svg',
    price: 22.5,
    description: 'Quiet 5 V 4-pin blower fan that cures overheating and fan noise.',
  },
];
