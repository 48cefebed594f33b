import type { CategorySlug } from '../../../../shared/constants.js';

/** A demo product seeded into an empty catalog. Price in dollars. */
export interface SeedProduct {
  name: string;
  supplierName: string;
  description: string;
  /** Path under the web app's public folder, e.g. "/images/products/ddr4-16gb.svg". */
  img: string;
  price: number;
  stock: number;
  category: CategorySlug;
  brand: string;
  partNumber: string;
  compatibleModels: string[];
}

/** Demo catalogue: laptop replacement parts across every category. Prices in dollars. */
export const seedProducts: SeedProduct[] = [
  // ── Gift cards (issue 30): a code of the product's price is mailed when the order is paid. First, so
  // they are the oldest products and never the newest one a list opens with. ──
  {
    name: 'PartsHub gift card $25',
    supplierName: 'PartsHub',
    description:
      'A gift card worth $25 for any part in the shop. The code is e-mailed to you as soon as the order is paid; give it to whoever needs a repair. It never expires.',
    img: '/images/products/partshub-gift-card.svg',
    price: 25,
    stock: 1000,
    category: 'gift-cards',
    brand: 'PartsHub',
    partNumber: 'PH-GC-25',
    compatibleModels: [],
  },
  {
    name: 'PartsHub gift card $50',
    supplierName: 'PartsHub',
    description:
      'A gift card worth $50 for any part in the shop. The code is e-mailed to you as soon as the order is paid; give it to whoever needs a repair. It never expires.',
    img: '/images/products/partshub-gift-card.svg',
    price: 50,
    stock: 1000,
    category: 'gift-cards',
    brand: 'PartsHub',
    partNumber: 'PH-GC-50',
    compatibleModels: [],
  },
  // ── Memory ────────────────────────────────────────────────────────────
  {
    name: 'Crucial 16GB DDR4-3200 SO-DIMM',
    supplierName: 'Northwind Components',
    description:
      'Single 16GB DDR4 SO-DIMM module, 3200 MT/s, CL22, 1.2 V. Backwards compatible with 2666 and 2400 MT/s laptops. Limited lifetime warranty.',
    img: '/images/products/crucial-16gb-ddr4-3200.svg',
    price: 42.99,
    stock: 86,
    category: 'memory',
    brand: 'Crucial',
    partNumber: 'CT16G4SFRA32A',
    compatibleModels: ['ThinkPad T480', 'ThinkPad T470', 'Latitude 7490', 'EliteBook 840 G5', 'Inspiron 15 5570'],
  },
  {
    name: 'Kingston FURY Impact 32GB (2x16GB) DDR4-2666 SO-DIMM kit',
    supplierName: 'Laptop Spares Direct',
    description:
      'Dual-channel kit of two 16GB DDR4 SO-DIMMs at 2666 MT/s, CL15, 1.2 V with automatic overclocking via Plug N Play. Lifetime warranty.',
    img: '/images/products/kingston-fury-32gb-ddr4-2666-kit.svg',
    price: 79.9,
    stock: 34,
    category: 'memory',
    brand: 'Kingston',
    partNumber: 'KF426S15IBK2/32',
    compatibleModels: ['ThinkPad T480', 'Latitude 7490', 'EliteBook 840 G5', 'Inspiron 15 5570'],
  },
  {
    name: 'Samsung 8GB DDR4-2400 SO-DIMM',
    supplierName: 'Pacific Parts Supply',
    description:
      'OEM 8GB DDR4 SO-DIMM, 2400 MT/s, single rank, 1.2 V. A cheap way to reach 16GB on laptops with one free slot. 3-year warranty.',
    img: '/images/products/samsung-8gb-ddr4-2400.svg',
    price: 24.5,
    stock: 112,
    category: 'memory',
    brand: 'Samsung',
    partNumber: 'M471A1K43CB1-CRC',
    compatibleModels: ['ThinkPad T470', 'ThinkPad T480', 'Inspiron 15 5570', 'ZenBook UX430'],
  },
  {
    name: 'SK hynix 16GB DDR5-4800 SO-DIMM',
    supplierName: 'Northwind Components',
    description:
      '16GB DDR5 SO-DIMM at 4800 MT/s, 1.1 V with on-die ECC, for 12th-gen Intel and Ryzen 6000 laptops. Not compatible with DDR4 slots. 3-year warranty.',
    img: '/images/products/skhynix-16gb-ddr5-4800.svg',
    price: 54.0,
    stock: 41,
    category: 'memory',
    brand: 'SK hynix',
    partNumber: 'HMCG78AEBSA092N',
    compatibleModels: ['ThinkPad T14 Gen 3', 'Latitude 5430', 'XPS 15 9520', 'Legion 5 Pro Gen 7'],
  },

  // ── Storage ───────────────────────────────────────────────────────────
  {
    name: 'Samsung 980 PRO 1TB NVMe M.2',
    supplierName: 'Pacific Parts Supply',
    description:
      'PCIe 4.0 x4 NVMe SSD in the M.2 2280 form factor, up to 7,000 MB/s sequential read. Runs at PCIe 3.0 speed in older laptops. 5-year warranty, 600 TBW.',
    img: '/images/products/samsung-980-pro-1tb.svg',
    price: 109.99,
    stock: 27,
    category: 'storage',
    brand: 'Samsung',
    partNumber: 'MZ-V8P1T0BW',
    compatibleModels: ['ThinkPad T480', 'XPS 13 9360', 'Latitude 7490', 'ThinkPad X1 Carbon Gen 6', 'EliteBook 840 G5'],
  },
  {
    name: 'WD Blue SN580 500GB NVMe M.2 2280',
    supplierName: 'Laptop Spares Direct',
    description: 'Single-sided PCIe 4.0 NVMe SSD, up to 4,000 MB/s read, low power draw that suits thin laptops. 5-year limited warranty.',
    img: '/images/products/wd-blue-sn580-500gb.svg',
    price: 44.99,
    stock: 58,
    category: 'storage',
    brand: 'Western Digital',
    partNumber: 'WDS500G3B0E',
    compatibleModels: ['ThinkPad T480', 'ZenBook UX430', 'Inspiron 15 5570', 'Latitude 7490'],
  },
  {
    name: 'Crucial MX500 1TB 2.5" SATA SSD',
    supplierName: 'Northwind Components',
    description:
      '7 mm 2.5-inch SATA III SSD, up to 560 MB/s read, ships with a 9.5 mm spacer. The easiest upgrade for laptops with a hard-drive bay. 5-year warranty.',
    img: '/images/products/crucial-mx500-1tb.svg',
    price: 64.95,
    stock: 45,
    category: 'storage',
    brand: 'Crucial',
    partNumber: 'CT1000MX500SSD1',
    compatibleModels: ['ThinkPad T470', 'ThinkPad T480', 'Inspiron 15 5570', 'Latitude E5470'],
  },
  {
    name: 'Sabrent 256GB NVMe M.2 2242 SSD',
    supplierName: 'Coastline Tech Parts',
    description:
      'Short 42 mm M.2 2242 NVMe SSD (PCIe 3.0 x4) for compact slots and WWAN-slot conversions. Up to 1,700 MB/s read. 1-year warranty.',
    img: '/images/products/sabrent-256gb-nvme-2242.svg',
    price: 39.99,
    stock: 4,
    category: 'storage',
    brand: 'Sabrent',
    partNumber: 'SB-1342-256',
    compatibleModels: ['ThinkPad X280', 'ThinkPad T480s', 'ThinkPad L480'],
  },

  // ── Batteries ─────────────────────────────────────────────────────────
  {
    name: 'Replacement battery for Lenovo ThinkPad T480 (01AV424)',
    supplierName: 'Laptop Spares Direct',
    description:
      'Internal 3-cell Li-ion battery, 11.46 V, 24 Wh (2,095 mAh), front bay. Pairs with the rear external 61++ battery. 12-month warranty.',
    img: '/images/products/lenovo-t480-battery-01av424.svg',
    price: 49.99,
    stock: 38,
    category: 'batteries',
    brand: 'Lenovo',
    partNumber: '01AV424',
    compatibleModels: ['ThinkPad T480', 'ThinkPad T470', 'ThinkPad A475', 'ThinkPad A485'],
  },
  {
    name: 'Dell XPS 13 battery 60Wh (RNP72)',
    supplierName: 'Northwind Components',
    description:
      '4-cell Li-polymer pack, 7.6 V, 60 Wh with a pre-attached connector cable. Restores up to 12 hours of light use. 12-month warranty.',
    img: '/images/products/dell-xps13-battery-rnp72.svg',
    price: 69.0,
    stock: 22,
    category: 'batteries',
    brand: 'Dell',
    partNumber: 'RNP72',
    compatibleModels: ['XPS 13 9360', 'XPS 13 9350'],
  },
  {
    name: 'HP EliteBook 840 G5 battery (TT03XL)',
    supplierName: 'Pacific Parts Supply',
    description:
      '3-cell Li-ion battery, 11.55 V, 50 Wh, internal. Grade-A cells with overcharge and short-circuit protection. 12-month warranty.',
    img: '/images/products/hp-elitebook-battery-tt03xl.svg',
    price: 58.5,
    stock: 19,
    category: 'batteries',
    brand: 'HP',
    partNumber: 'TT03XL',
    compatibleModels: ['EliteBook 840 G5', 'EliteBook 850 G5', 'EliteBook 745 G5', 'ZBook 14u G5'],
  },
  {
    name: 'Apple MacBook Pro 13 battery (A1713)',
    supplierName: 'Coastline Tech Parts',
    description:
      'Li-polymer battery, 11.41 V, 54.5 Wh, supplied with adhesive strips. Removal requires solvent and care; read our battery guide first. 12-month warranty.',
    img: '/images/products/apple-macbook-battery-a1713.svg',
    price: 89.0,
    stock: 3,
    category: 'batteries',
    brand: 'Apple',
    partNumber: 'A1713',
    compatibleModels: ['MacBook Pro 13 A1708', 'MacBook Pro 13 2016 (Two Thunderbolt 3 ports)'],
  },

  // ── Screens ───────────────────────────────────────────────────────────
  {
    name: '14" FHD IPS panel N140HCA-EAB',
    supplierName: 'Northwind Components',
    description:
      '14.0-inch 1920x1080 IPS matte panel, 30-pin eDP connector, 250 nits, slim 3 mm profile with no mounting brackets. 6-month dead-pixel warranty.',
    img: '/images/products/innolux-n140hca-eab.svg',
    price: 74.99,
    stock: 16,
    category: 'screens',
    brand: 'Innolux',
    partNumber: 'N140HCA-EAB',
    compatibleModels: ['ThinkPad T480', 'ThinkPad T470', 'Latitude 7490', 'EliteBook 840 G5', 'ZenBook UX430'],
  },
  {
    name: '15.6" FHD IPS panel B156HAN02.1',
    supplierName: 'Laptop Spares Direct',
    description: '15.6-inch 1920x1080 IPS anti-glare panel, 30-pin eDP, 220 nits, 45% NTSC. Non-touch. 6-month warranty.',
    img: '/images/products/auo-b156han02-1.svg',
    price: 69.5,
    stock: 21,
    category: 'screens',
    brand: 'AU Optronics',
    partNumber: 'B156HAN02.1',
    compatibleModels: ['Inspiron 15 5570', 'Latitude 5580', 'ThinkPad E580', 'IdeaPad 330-15'],
  },
  {
    name: '13.3" QHD+ touch display assembly for XPS 13 9360',
    supplierName: 'Pacific Parts Supply',
    description:
      'Complete lid assembly with 3200x1800 touch panel, webcam and antennas pre-installed, so it swaps in with a few screws. 6-month warranty.',
    img: '/images/products/dell-xps13-9360-qhd-touch.svg',
    price: 249.0,
    stock: 7,
    category: 'screens',
    brand: 'Dell',
    partNumber: '0P8WHJ',
    compatibleModels: ['XPS 13 9360', 'XPS 13 9350'],
  },
  {
    name: '14" FHD IPS panel B140HAN04.0 (ThinkPad X1 Carbon)',
    supplierName: 'Coastline Tech Parts',
    description:
      '14-inch 1920x1080 IPS panel with 300 nits brightness, 30-pin eDP and a 2.8 mm ultra-thin body. 6-month dead-pixel warranty.',
    img: '/images/products/auo-b140han04-0.svg',
    price: 89.99,
    stock: 12,
    category: 'screens',
    brand: 'AU Optronics',
    partNumber: 'B140HAN04.0',
    compatibleModels: ['ThinkPad X1 Carbon Gen 6', 'ThinkPad X1 Carbon Gen 5', 'ThinkPad T480s'],
  },

  // ── Keyboards ─────────────────────────────────────────────────────────
  {
    name: 'Lenovo ThinkPad T480 backlit keyboard US layout (01HX419)',
    supplierName: 'Laptop Spares Direct',
    description:
      'Genuine backlit US-English keyboard with TrackPoint and separate backlight cable. Replacement means removing the system board, so allow about an hour. 12-month warranty.',
    img: '/images/products/lenovo-t480-keyboard-01hx419.svg',
    price: 54.99,
    stock: 24,
    category: 'keyboards',
    brand: 'Lenovo',
    partNumber: '01HX419',
    compatibleModels: ['ThinkPad T480', 'ThinkPad T470', 'ThinkPad A475', 'ThinkPad A485'],
  },
  {
    name: 'Dell XPS 13 9360 keyboard US layout',
    supplierName: 'Northwind Components',
    description:
      'Backlit US keyboard with the flat 1.3 mm travel keys of the original. Riveted to the palmrest in the factory; includes screws for a screw-in repair. 12-month warranty.',
    img: '/images/products/dell-xps13-9360-keyboard.svg',
    price: 45.0,
    stock: 18,
    category: 'keyboards',
    brand: 'Dell',
    partNumber: '0YH8YW',
    compatibleModels: ['XPS 13 9360', 'XPS 13 9350', 'XPS 13 9343'],
  },
  {
    name: 'HP EliteBook 840 G5 keyboard with pointstick',
    supplierName: 'Pacific Parts Supply',
    description: 'Backlit US keyboard with pointing stick, spill-resistant membrane and ribbon cables attached. 12-month warranty.',
    img: '/images/products/hp-elitebook-840-g5-keyboard.svg',
    price: 48.5,
    stock: 13,
    category: 'keyboards',
    brand: 'HP',
    partNumber: 'L14378-001',
    compatibleModels: ['EliteBook 840 G5', 'EliteBook 840 G6', 'EliteBook 745 G5'],
  },
  {
    name: 'Dell Latitude 7490 backlit keyboard US',
    supplierName: 'Coastline Tech Parts',
    description: 'Dual-pointing backlit keyboard in US layout, drop-in replacement from the top with the bezel removed. 12-month warranty.',
    img: '/images/products/dell-latitude-7490-keyboard.svg',
    price: 39.99,
    stock: 29,
    category: 'keyboards',
    brand: 'Dell',
    partNumber: '0JNK3D',
    compatibleModels: ['Latitude 7490', 'Latitude 7480', 'Latitude 5490'],
  },

  // ── Chargers ──────────────────────────────────────────────────────────
  {
    name: 'Lenovo 65W USB-C charger ADLX65YLC3A',
    supplierName: 'Laptop Spares Direct',
    description:
      'USB Power Delivery adapter, 20 V / 3.25 A, with a fixed 1.8 m USB-C cable and detachable AC cord. Also charges phones and tablets. 12-month warranty.',
    img: '/images/products/lenovo-65w-usbc-adlx65ylc3a.svg',
    price: 39.99,
    stock: 64,
    category: 'chargers',
    brand: 'Lenovo',
    partNumber: 'ADLX65YLC3A',
    compatibleModels: ['ThinkPad T480', 'ThinkPad X1 Carbon Gen 6', 'ThinkPad T580', 'ThinkPad X280'],
  },
  {
    name: 'Lenovo 65W slim-tip charger ADLX65NLC3A',
    supplierName: 'Northwind Components',
    description:
      'Rectangular slim-tip adapter, 20 V / 3.25 A, for ThinkPads with the yellow-tipped square port. Includes AC cord. 12-month warranty.',
    img: '/images/products/lenovo-65w-slimtip-adlx65nlc3a.svg',
    price: 29.99,
    stock: 72,
    category: 'chargers',
    brand: 'Lenovo',
    partNumber: 'ADLX65NLC3A',
    compatibleModels: ['ThinkPad T480', 'ThinkPad T470', 'ThinkPad T460', 'ThinkPad L480', 'ThinkPad E580'],
  },
  {
    name: 'Dell 90W 7.4 mm barrel charger LA90PM111',
    supplierName: 'Pacific Parts Supply',
    description:
      'Dell 19.5 V / 4.62 A adapter with the 7.4 mm barrel plug and ID pin, so the laptop recognises it and charges at full speed. 12-month warranty.',
    img: '/images/products/dell-90w-barrel-la90pm111.svg',
    price: 34.5,
    stock: 47,
    category: 'chargers',
    brand: 'Dell',
    partNumber: 'LA90PM111',
    compatibleModels: ['Latitude 7490', 'Latitude E5470', 'Inspiron 15 5570', 'Precision 3520'],
  },
  {
    name: 'Apple 61W USB-C power adapter (A1947)',
    supplierName: 'Coastline Tech Parts',
    description: 'Compact 61 W USB-C PD adapter, 20.3 V / 3 A, with fold-away plug. Cable sold separately. 12-month warranty.',
    img: '/images/products/apple-61w-usbc-a1947.svg',
    price: 59.0,
    stock: 30,
    category: 'chargers',
    brand: 'Apple',
    partNumber: 'MRW22LL/A',
    compatibleModels: ['MacBook Pro 13 A1708', 'MacBook Pro 13 A1706', 'MacBook Air M1', 'Surface Laptop 3'],
  },

  // ── Fans ──────────────────────────────────────────────────────────────
  {
    name: 'Lenovo ThinkPad T480 CPU cooling fan and heatsink (01YR212)',
    supplierName: 'Laptop Spares Direct',
    description:
      '5 V 4-pin blower fan with copper heatpipe for UMA (integrated graphics) models. Pre-applied thermal paste. 6-month warranty.',
    img: '/images/products/lenovo-t480-fan-01yr212.svg',
    price: 32.99,
    stock: 26,
    category: 'fans',
    brand: 'Lenovo',
    partNumber: '01YR212',
    compatibleModels: ['ThinkPad T480', 'ThinkPad A485'],
  },
  {
    name: 'HP EliteBook 840 G5 CPU cooling fan',
    supplierName: 'Northwind Components',
    description:
      '5 V 4-pin PWM blower fan (L15525-001), quiet fluid-dynamic bearing. Fan only, reuse your existing heatsink. 6-month warranty.',
    img: '/images/products/hp-elitebook-840-g5-fan.svg',
    price: 22.5,
    stock: 33,
    category: 'fans',
    brand: 'HP',
    partNumber: 'L15525-001',
    compatibleModels: ['EliteBook 840 G5', 'EliteBook 850 G5', 'ZBook 14u G5'],
  },
  {
    name: 'Dell XPS 13 9360 dual cooling fan set',
    supplierName: 'Pacific Parts Supply',
    description:
      'Left and right 5 V 4-pin fans that clip onto the existing heatpipe. Cures the grinding noise common on older units. 6-month warranty.',
    img: '/images/products/dell-xps13-9360-fans.svg',
    price: 27.99,
    stock: 15,
    category: 'fans',
    brand: 'Dell',
    partNumber: '0DX6G8',
    compatibleModels: ['XPS 13 9360', 'XPS 13 9350'],
  },
  {
    name: 'ASUS ZenBook UX430 CPU fan',
    supplierName: 'Coastline Tech Parts',
    description: 'Slim 5 V 4-pin blower fan, 5 mm thick, for the ZenBook UX430 and UX430UA series. 6-month warranty.',
    img: '/images/products/asus-zenbook-ux430-fan.svg',
    price: 24.99,
    stock: 9,
    category: 'fans',
    brand: 'ASUS',
    partNumber: '13NB0EC0T01011',
    compatibleModels: ['ZenBook UX430', 'ZenBook UX430UA', 'ZenBook UX430UN'],
  },
];
