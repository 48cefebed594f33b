import type { PartAttributes } from '../../../../shared/part-attributes.js';

/**
 * The demo parts' attributes (issue 31), by demo name: from the makers' data sheets and the
 * parts' own labels (the descriptions in products.ts say the same), not copied text.
 */
export const seedAttributes: Record<string, PartAttributes> = {
  // ── Memory ──
  'Crucial 16GB DDR4-3200 SO-DIMM': { memoryType: 'DDR4', formFactor: 'SO-DIMM', capacityGb: 16, speedMts: 3200, voltage: 1.2 },
  'Kingston FURY Impact 32GB (2x16GB) DDR4-2666 SO-DIMM kit': {
    memoryType: 'DDR4',
    formFactor: 'SO-DIMM',
    capacityGb: 32,
    modules: 2,
    speedMts: 2666,
    voltage: 1.2,
  },
  'Samsung 8GB DDR4-2400 SO-DIMM': { memoryType: 'DDR4', formFactor: 'SO-DIMM', capacityGb: 8, speedMts: 2400, voltage: 1.2 },
  'SK hynix 16GB DDR5-4800 SO-DIMM': { memoryType: 'DDR5', formFactor: 'SO-DIMM', capacityGb: 16, speedMts: 4800, voltage: 1.1 },
  // ── Storage ──
  'Samsung 980 PRO 1TB NVMe M.2': { formFactor: 'M.2', m2Key: 'M', lengthMm: 2280, protocol: 'NVMe', pcieGen: 4, capacityGb: 1000 },
  'WD Blue SN580 500GB NVMe M.2 2280': { formFactor: 'M.2', m2Key: 'M', lengthMm: 2280, protocol: 'NVMe', pcieGen: 4, capacityGb: 500 },
  'Crucial MX500 1TB 2.5" SATA SSD': { formFactor: '2.5in', protocol: 'SATA', capacityGb: 1000 },
  'Sabrent 256GB NVMe M.2 2242 SSD': { formFactor: 'M.2', m2Key: 'M', lengthMm: 2242, protocol: 'NVMe', pcieGen: 3, capacityGb: 256 },
  // ── Batteries (their part numbers are the product's part numbers) ──
  'Replacement battery for Lenovo ThinkPad T480 (01AV424)': { voltage: 11.46, wattHours: 24 },
  'Dell XPS 13 battery 60Wh (RNP72)': { voltage: 7.6, wattHours: 60 },
  'HP EliteBook 840 G5 battery (TT03XL)': { voltage: 11.55, wattHours: 50 },
  'Apple MacBook Pro 13 battery (A1713)': { voltage: 11.41, wattHours: 54.5 },
  // ── Screens ──
  '14" FHD IPS panel N140HCA-EAB': { sizeInches: 14, edpPins: 30, resolution: '1920x1080', refreshHz: 60, touch: false, panel: 'IPS' },
  '15.6" FHD IPS panel B156HAN02.1': { sizeInches: 15.6, edpPins: 30, resolution: '1920x1080', refreshHz: 60, touch: false, panel: 'IPS' },
  '13.3" QHD+ touch display assembly for XPS 13 9360': {
    sizeInches: 13.3,
    edpPins: 40,
    resolution: '3200x1800',
    refreshHz: 60,
    touch: true,
    panel: 'IPS',
  },
  '14" FHD IPS panel B140HAN04.0 (ThinkPad X1 Carbon)': {
    sizeInches: 14,
    edpPins: 30,
    resolution: '1920x1080',
    refreshHz: 60,
    touch: false,
    panel: 'IPS',
  },
  // ── Chargers ──
  'Lenovo 65W USB-C charger ADLX65YLC3A': { watts: 65, connector: 'USB-C', usbPd: true },
  'Lenovo 65W slim-tip charger ADLX65NLC3A': { watts: 65, connector: 'Lenovo slim tip', usbPd: false },
  'Dell 90W 7.4 mm barrel charger LA90PM111': { watts: 90, connector: 'Dell 7.4 mm', usbPd: false },
  'Apple 61W USB-C power adapter (A1947)': { watts: 61, connector: 'USB-C', usbPd: true },
};
