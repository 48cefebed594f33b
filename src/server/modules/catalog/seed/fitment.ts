/**
 * Part numbers and fitment for the demo catalogue (issue #17, "Fits my laptop").
 *
 * Data written from public facts (makers' service manuals and FRU / spare-part lists, spec sheets),
 * not copied text. One entry per product in `products.ts`, matched by `productName`; `fits[].laptop`
 * is a `SeedLaptop.key` from `../../laptops/seed/models.ts`.
 *
 * Part-number kinds: `manufacturer` is the number of the part's maker (Crucial, Innolux, Dell, HP),
 * `fru` a Lenovo field-replaceable-unit number, `oem` the laptop maker's spare or option number for the
 * same part, `alternative` another number the same part is sold or labelled under.
 *
 * Fitment is deliberately conservative: soldered memory and soldered storage fit nothing, panels fit
 * the non-touch FHD 30-pin variants only, and where a fit depends on the configuration the note says so.
 */

export type PartNumberKind = 'oem' | 'fru' | 'manufacturer' | 'alternative';

export interface SeedFitment {
  /** Exactly the `name` of a product in `seedProducts`. */
  productName: string;
  sku: string;
  partNumbers: { number: string; kind: PartNumberKind }[];
  fits: { laptop: string; note?: string }[];
}

type Fit = SeedFitment['fits'][number];

/** The same note (or none) for several laptop models. */
function fitsAll(laptops: string[], note?: string): Fit[] {
  return laptops.map((laptop) => (note ? { laptop, note } : { laptop }));
}

// Laptops with two DDR4 SO-DIMM sockets.
const DDR4_TWO_SLOTS = [
  'lenovo-thinkpad-t470',
  'lenovo-thinkpad-t480',
  'lenovo-thinkpad-e480',
  'lenovo-thinkpad-e580',
  'dell-xps-15-9560',
  'dell-xps-15-9570',
  'dell-latitude-7490',
  'dell-latitude-5490',
  'dell-latitude-5400',
  'dell-inspiron-15-5570',
  'hp-elitebook-840-g5',
  'hp-elitebook-840-g6',
  'hp-elitebook-850-g5',
  'hp-probook-450-g5',
  'hp-probook-450-g7',
];

// Laptops with soldered memory plus one DDR4 SO-DIMM socket.
const DDR4_ONE_SLOT = ['lenovo-thinkpad-t480s', 'lenovo-thinkpad-t490', 'lenovo-thinkpad-t14-gen-1', 'asus-vivobook-s15-s510ua'];

// Laptops with an M.2 2280 slot that takes a PCIe NVMe SSD.
const NVME_2280 = [
  'lenovo-thinkpad-t470',
  'lenovo-thinkpad-t480',
  'lenovo-thinkpad-t480s',
  'lenovo-thinkpad-t490',
  'lenovo-thinkpad-t14-gen-1',
  'lenovo-thinkpad-x1-carbon-gen-5',
  'lenovo-thinkpad-x1-carbon-gen-6',
  'lenovo-thinkpad-x280',
  'lenovo-thinkpad-e480',
  'lenovo-thinkpad-e580',
  'dell-xps-13-9360',
  'dell-xps-13-9370',
  'dell-xps-13-9380',
  'dell-xps-15-9560',
  'dell-xps-15-9570',
  'dell-latitude-7490',
  'dell-latitude-5490',
  'dell-latitude-5400',
  'dell-inspiron-15-5570',
  'hp-elitebook-840-g5',
  'hp-elitebook-840-g6',
  'hp-elitebook-850-g5',
  'hp-probook-450-g5',
  'hp-probook-450-g7',
];

// Laptops with a PCIe 4.0 M.2 2280 slot.
const NVME_2280_GEN4 = ['lenovo-thinkpad-t14-gen-3-intel', 'dell-xps-15-9520', 'lenovo-legion-5-pro-16iah7h'];

// ThinkPads that charge over USB-C (USB Power Delivery).
const THINKPAD_USB_C = [
  'lenovo-thinkpad-t480',
  'lenovo-thinkpad-t480s',
  'lenovo-thinkpad-t490',
  'lenovo-thinkpad-t14-gen-1',
  'lenovo-thinkpad-t14-gen-3-intel',
  'lenovo-thinkpad-x1-carbon-gen-5',
  'lenovo-thinkpad-x1-carbon-gen-6',
  'lenovo-thinkpad-x280',
];

// MacBooks that charge over USB-C.
const MACBOOK_USB_C_13 = [
  'apple-macbook-pro-13-2016-2tb3',
  'apple-macbook-pro-13-2016-4tb3',
  'apple-macbook-pro-13-2017-2tb3',
  'apple-macbook-pro-13-2017-4tb3',
  'apple-macbook-pro-13-2018',
  'apple-macbook-pro-13-2019-2tb3',
];
const MACBOOK_AIR_USB_C = ['apple-macbook-air-13-2018', 'apple-macbook-air-13-2019'];

export const seedFitment: SeedFitment[] = [
  // ── Memory ────────────────────────────────────────────────────────────
  {
    productName: 'Crucial 16GB DDR4-3200 SO-DIMM',
    sku: 'PH-MEM-0001',
    partNumbers: [{ number: 'CT16G4SFRA32A', kind: 'manufacturer' }],
    fits: [
      ...fitsAll(DDR4_TWO_SLOTS, 'Runs at the rated DDR4 speed of the laptop'),
      ...fitsAll(DDR4_ONE_SLOT, 'One SO-DIMM slot beside the soldered memory'),
      { laptop: 'acer-aspire-5-a515-51', note: 'One free SO-DIMM slot on most units; check before ordering' },
    ],
  },
  {
    productName: 'Kingston FURY Impact 32GB (2x16GB) DDR4-2666 SO-DIMM kit',
    sku: 'PH-MEM-0002',
    partNumbers: [
      { number: 'KF426S15IBK2/32', kind: 'manufacturer' },
      { number: 'HX426S15IBK2/32', kind: 'alternative' },
    ],
    fits: fitsAll(DDR4_TWO_SLOTS, 'Needs both SO-DIMM slots; runs at the rated speed of the laptop'),
  },
  {
    productName: 'Samsung 8GB DDR4-2400 SO-DIMM',
    sku: 'PH-MEM-0003',
    partNumbers: [
      { number: 'M471A1K43CB1-CRC', kind: 'manufacturer' },
      { number: 'M471A1K43BB1-CRC', kind: 'alternative' },
    ],
    fits: [
      ...fitsAll(DDR4_TWO_SLOTS),
      ...fitsAll(DDR4_ONE_SLOT, 'One SO-DIMM slot beside the soldered memory'),
      { laptop: 'acer-aspire-5-a515-51', note: 'One free SO-DIMM slot on most units; check before ordering' },
    ],
  },
  {
    productName: 'SK hynix 16GB DDR5-4800 SO-DIMM',
    sku: 'PH-MEM-0004',
    partNumbers: [{ number: 'HMCG78AEBSA092N', kind: 'manufacturer' }],
    fits: [
      { laptop: 'lenovo-thinkpad-t14-gen-3-intel', note: 'One SO-DIMM slot beside the soldered memory' },
      { laptop: 'dell-xps-15-9520' },
      { laptop: 'lenovo-legion-5-pro-16iah7h' },
    ],
  },

  // ── Storage ───────────────────────────────────────────────────────────
  {
    productName: 'Samsung 980 PRO 1TB NVMe M.2',
    sku: 'PH-STO-0001',
    partNumbers: [
      { number: 'MZ-V8P1T0BW', kind: 'manufacturer' },
      { number: 'MZ-V8P1T0B/AM', kind: 'alternative' },
    ],
    fits: [...fitsAll(NVME_2280, 'Runs at PCIe 3.0 speed'), ...fitsAll(NVME_2280_GEN4)],
  },
  {
    productName: 'WD Blue SN580 500GB NVMe M.2 2280',
    sku: 'PH-STO-0002',
    partNumbers: [{ number: 'WDS500G3B0E', kind: 'manufacturer' }],
    fits: [...fitsAll(NVME_2280, 'Runs at PCIe 3.0 speed'), ...fitsAll(NVME_2280_GEN4)],
  },
  {
    productName: 'Crucial MX500 1TB 2.5" SATA SSD',
    sku: 'PH-STO-0003',
    partNumbers: [{ number: 'CT1000MX500SSD1', kind: 'manufacturer' }],
    fits: [
      {
        laptop: 'lenovo-thinkpad-t470',
        note: '2.5-inch bay, 7 mm; takes the place of an M.2 SSD, so M.2-only units need the SATA cable and tray',
      },
      {
        laptop: 'lenovo-thinkpad-t480',
        note: '2.5-inch bay, 7 mm; takes the place of an M.2 SSD, so M.2-only units need the SATA cable and tray',
      },
      { laptop: 'lenovo-thinkpad-e480', note: '2.5-inch bay, 7 mm' },
      { laptop: 'lenovo-thinkpad-e580', note: '2.5-inch bay, 7 mm' },
      { laptop: 'dell-inspiron-15-5570', note: '2.5-inch bay' },
      { laptop: 'dell-latitude-5490', note: 'Models with the smaller battery and a 2.5-inch drive cage only' },
      { laptop: 'dell-xps-15-9560', note: 'Models with the 56 Wh battery only; needs the 2.5-inch caddy and cable' },
      { laptop: 'dell-xps-15-9570', note: 'Models with the 56 Wh battery only; needs the 2.5-inch caddy and cable' },
      { laptop: 'hp-probook-450-g5', note: '2.5-inch bay' },
      { laptop: 'hp-probook-450-g7', note: '2.5-inch bay; needs the drive bracket and cable if the unit shipped M.2 only' },
      { laptop: 'asus-vivobook-s15-s510ua', note: '2.5-inch bay' },
      { laptop: 'acer-aspire-5-a515-51', note: '2.5-inch bay' },
    ],
  },
  {
    productName: 'Sabrent 256GB NVMe M.2 2242 SSD',
    sku: 'PH-STO-0004',
    partNumbers: [{ number: 'SB-1342-256', kind: 'manufacturer' }],
    fits: [{ laptop: 'lenovo-thinkpad-t14-gen-3-intel', note: 'Models built for a 2242 SSD (short bracket fitted); M-key slot' }],
  },

  // ── Batteries ─────────────────────────────────────────────────────────
  {
    productName: 'Replacement battery for Lenovo ThinkPad T480 (01AV424)',
    sku: 'PH-BAT-0001',
    partNumbers: [
      { number: '01AV424', kind: 'fru' },
      { number: '01AV423', kind: 'fru' },
      { number: 'SB10K97579', kind: 'fru' },
    ],
    fits: [
      { laptop: 'lenovo-thinkpad-t480', note: '3-cell 24 Wh pack' },
      { laptop: 'lenovo-thinkpad-t470', note: '3-cell 24 Wh pack' },
    ],
  },
  {
    productName: 'Dell XPS 13 battery 60Wh (RNP72)',
    sku: 'PH-BAT-0002',
    partNumbers: [
      { number: 'RNP72', kind: 'manufacturer' },
      { number: '0RNP72', kind: 'oem' },
      { number: 'TP1GT', kind: 'alternative' },
      { number: 'PW23Y', kind: 'alternative' },
    ],
    fits: [{ laptop: 'dell-xps-13-9360', note: '60 Wh; the XPS 13 9350 takes a different 56 Wh pack' }],
  },
  {
    productName: 'HP EliteBook 840 G5 battery (TT03XL)',
    sku: 'PH-BAT-0003',
    partNumbers: [
      { number: 'TT03XL', kind: 'manufacturer' },
      { number: '933322-855', kind: 'oem' },
      { number: 'HSTNN-LB8J', kind: 'alternative' },
    ],
    fits: fitsAll(['hp-elitebook-840-g5', 'hp-elitebook-850-g5', 'hp-elitebook-840-g6']),
  },
  {
    productName: 'Apple MacBook Pro 13 battery (A1713)',
    sku: 'PH-BAT-0004',
    partNumbers: [{ number: 'A1713', kind: 'manufacturer' }],
    fits: fitsAll(
      ['apple-macbook-pro-13-2016-2tb3', 'apple-macbook-pro-13-2017-2tb3'],
      'Two Thunderbolt 3 ports (A1708) only; not the Touch Bar models',
    ),
  },

  // ── Screens ───────────────────────────────────────────────────────────
  {
    productName: '14" FHD IPS panel N140HCA-EAB',
    sku: 'PH-SCR-0001',
    partNumbers: [{ number: 'N140HCA-EAB', kind: 'manufacturer' }],
    fits: [
      { laptop: 'lenovo-thinkpad-t480', note: 'Non-touch, FHD 30-pin panel only' },
      { laptop: 'lenovo-thinkpad-t470', note: 'Non-touch, FHD 30-pin panel only' },
      { laptop: 'lenovo-thinkpad-e480', note: 'Non-touch, FHD 30-pin panel only' },
      { laptop: 'dell-latitude-7490', note: 'Non-touch, FHD 30-pin panel only' },
      { laptop: 'hp-elitebook-840-g5', note: 'Non-touch, FHD 30-pin panel only; not Sure View' },
    ],
  },
  {
    productName: '15.6" FHD IPS panel B156HAN02.1',
    sku: 'PH-SCR-0002',
    partNumbers: [{ number: 'B156HAN02.1', kind: 'manufacturer' }],
    fits: fitsAll(['dell-inspiron-15-5570', 'lenovo-thinkpad-e580', 'hp-probook-450-g5'], 'Non-touch, FHD 30-pin panel only'),
  },
  {
    productName: '13.3" QHD+ touch display assembly for XPS 13 9360',
    sku: 'PH-SCR-0003',
    partNumbers: [
      { number: '0P8WHJ', kind: 'manufacturer' },
      { number: 'P8WHJ', kind: 'alternative' },
    ],
    fits: [{ laptop: 'dell-xps-13-9360', note: 'QHD+ touch models; FHD non-touch units need the touch cable and board support' }],
  },
  {
    productName: '14" FHD IPS panel B140HAN04.0 (ThinkPad X1 Carbon)',
    sku: 'PH-SCR-0004',
    partNumbers: [{ number: 'B140HAN04.0', kind: 'manufacturer' }],
    fits: fitsAll(
      ['lenovo-thinkpad-x1-carbon-gen-6', 'lenovo-thinkpad-x1-carbon-gen-5', 'lenovo-thinkpad-t480s'],
      'Non-touch, FHD 30-pin panel only',
    ),
  },

  // ── Keyboards ─────────────────────────────────────────────────────────
  {
    productName: 'Lenovo ThinkPad T480 backlit keyboard US layout (01HX419)',
    sku: 'PH-KBD-0001',
    partNumbers: [{ number: '01HX419', kind: 'fru' }],
    fits: fitsAll(['lenovo-thinkpad-t480', 'lenovo-thinkpad-t470'], 'US layout; non-backlit units also need the backlight cable'),
  },
  {
    productName: 'Dell XPS 13 9360 keyboard US layout',
    sku: 'PH-KBD-0002',
    partNumbers: [
      { number: '0YH8YW', kind: 'manufacturer' },
      { number: 'YH8YW', kind: 'alternative' },
    ],
    fits: [{ laptop: 'dell-xps-13-9360', note: 'US layout, backlit' }],
  },
  {
    productName: 'HP EliteBook 840 G5 keyboard with pointstick',
    sku: 'PH-KBD-0003',
    partNumbers: [{ number: 'L14378-001', kind: 'manufacturer' }],
    fits: [{ laptop: 'hp-elitebook-840-g5', note: 'US layout, backlit, with pointstick' }],
  },
  {
    productName: 'Dell Latitude 7490 backlit keyboard US',
    sku: 'PH-KBD-0004',
    partNumbers: [
      { number: '0JNK3D', kind: 'manufacturer' },
      { number: 'JNK3D', kind: 'alternative' },
    ],
    fits: [{ laptop: 'dell-latitude-7490', note: 'US layout, backlit, dual-pointing' }],
  },

  // ── Chargers ──────────────────────────────────────────────────────────
  {
    productName: 'Lenovo 65W USB-C charger ADLX65YLC3A',
    sku: 'PH-CHG-0001',
    partNumbers: [
      { number: 'ADLX65YLC3A', kind: 'manufacturer' },
      { number: '4X20M26268', kind: 'oem' },
    ],
    fits: [
      ...fitsAll(THINKPAD_USB_C),
      ...fitsAll(['dell-xps-13-9360', 'dell-xps-13-9370', 'dell-xps-13-9380', 'dell-latitude-7490'], 'USB-C Power Delivery'),
      ...fitsAll(['hp-elitebook-840-g5', 'hp-elitebook-840-g6'], 'USB-C Power Delivery'),
      ...fitsAll([...MACBOOK_USB_C_13, ...MACBOOK_AIR_USB_C], 'USB-C Power Delivery'),
    ],
  },
  {
    productName: 'Lenovo 65W slim-tip charger ADLX65NLC3A',
    sku: 'PH-CHG-0002',
    partNumbers: [
      { number: 'ADLX65NLC3A', kind: 'manufacturer' },
      { number: '0A36262', kind: 'oem' },
      { number: '45N0262', kind: 'fru' },
    ],
    fits: fitsAll(
      ['lenovo-thinkpad-t470', 'lenovo-thinkpad-t480', 'lenovo-thinkpad-e480', 'lenovo-thinkpad-e580'],
      'Rectangular slim-tip port',
    ),
  },
  {
    productName: 'Dell 90W 7.4 mm barrel charger LA90PM111',
    sku: 'PH-CHG-0003',
    partNumbers: [
      { number: 'LA90PM111', kind: 'manufacturer' },
      { number: 'DA90PM111', kind: 'alternative' },
      { number: 'HA90PM111', kind: 'alternative' },
    ],
    fits: [
      { laptop: 'dell-latitude-5490', note: '7.4 mm barrel port' },
      { laptop: 'dell-latitude-7490', note: 'Units with the 7.4 mm barrel port' },
      { laptop: 'dell-xps-15-9560', note: 'Charges slowly under load; the 130 W adapter is standard for GTX models' },
      { laptop: 'dell-xps-15-9570', note: 'Charges slowly under load; the 130 W adapter is standard for GTX models' },
    ],
  },
  {
    productName: 'Apple 61W USB-C power adapter (A1947)',
    sku: 'PH-CHG-0004',
    partNumbers: [
      { number: 'MRW22LL/A', kind: 'manufacturer' },
      { number: 'A1947', kind: 'alternative' },
    ],
    fits: [
      ...fitsAll(MACBOOK_USB_C_13),
      ...fitsAll(MACBOOK_AIR_USB_C),
      { laptop: 'apple-macbook-pro-15-2018', note: 'Charges slowly; 87 W is standard' },
      { laptop: 'microsoft-surface-laptop-3', note: 'Through the USB-C port (Power Delivery); slower than the Surface Connect charger' },
    ],
  },

  // ── Fans ──────────────────────────────────────────────────────────────
  {
    productName: 'Lenovo ThinkPad T480 CPU cooling fan and heatsink (01YR212)',
    sku: 'PH-FAN-0001',
    partNumbers: [{ number: '01YR212', kind: 'fru' }],
    fits: [{ laptop: 'lenovo-thinkpad-t480', note: 'Integrated graphics (UMA) models only; not for models with the MX150' }],
  },
  {
    productName: 'HP EliteBook 840 G5 CPU cooling fan',
    sku: 'PH-FAN-0002',
    partNumbers: [{ number: 'L15525-001', kind: 'manufacturer' }],
    fits: [{ laptop: 'hp-elitebook-840-g5' }],
  },
  {
    productName: 'Dell XPS 13 9360 dual cooling fan set',
    sku: 'PH-FAN-0003',
    partNumbers: [
      { number: '0DX6G8', kind: 'manufacturer' },
      { number: 'DX6G8', kind: 'alternative' },
    ],
    fits: [{ laptop: 'dell-xps-13-9360' }],
  },
  {
    productName: 'ASUS ZenBook UX430 CPU fan',
    sku: 'PH-FAN-0004',
    partNumbers: [{ number: '13NB0EC0T01011', kind: 'manufacturer' }],
    fits: [{ laptop: 'asus-zenbook-ux430ua', note: 'UX430UA (integrated graphics); the UX430UN uses a different fan' }],
  },
];
