/**
 * Demo laptop models for "Fits my laptop" (issue #17).
 *
 * Data written from public facts (makers' service manuals and spec sheets, the model
 * identifiers and DMI strings the machines report), not copied text. `identifiers` hold what the
 * maker prints or the machine reports, case as printed:
 * - Lenovo: the 4-character machine type (the DMI product_name is e.g. `20L5CTO1WW`) and the DMI
 *   product_version (`ThinkPad T480`).
 * - Dell: the DMI product_name (`XPS 13 9360`) and the regulatory model printed on the base (`P54G`).
 * - HP: the DMI product_name (`HP EliteBook 840 G5`) and the catalogue name with "Notebook PC".
 * - Apple: the Model Identifier from system_profiler (`MacBookPro15,2`) and the A-number on the case (`A1989`).
 * - ASUS / Acer / Microsoft: the DMI product_name and the model number on the label.
 * Regulatory and model numbers may be shared by neighbouring models (A1708 covers the 2016 and 2017
 * two-port MacBook Pro); the DMI string or model identifier tells them apart.
 */

export interface SeedLaptop {
  /** Stable slug, referenced by the catalog's fitment seed. */
  key: string;
  brand: string;
  family: string;
  model: string;
  year: number;
  identifiers: string[];
}

export const seedLaptops: SeedLaptop[] = [
  // ── Lenovo ────────────────────────────────────────────────────────────
  {
    key: 'lenovo-thinkpad-t470',
    brand: 'Lenovo',
    family: 'ThinkPad',
    model: 'T470',
    year: 2017,
    identifiers: ['20HD', '20HE', '20JM', '20JN', 'ThinkPad T470'],
  },
  {
    key: 'lenovo-thinkpad-t480',
    brand: 'Lenovo',
    family: 'ThinkPad',
    model: 'T480',
    year: 2018,
    identifiers: ['20L5', '20L6', 'ThinkPad T480'],
  },
  {
    key: 'lenovo-thinkpad-t480s',
    brand: 'Lenovo',
    family: 'ThinkPad',
    model: 'T480s',
    year: 2018,
    identifiers: ['20L7', '20L8', 'ThinkPad T480s'],
  },
  {
    key: 'lenovo-thinkpad-t490',
    brand: 'Lenovo',
    family: 'ThinkPad',
    model: 'T490',
    year: 2019,
    identifiers: ['20N2', '20N3', 'ThinkPad T490'],
  },
  {
    key: 'lenovo-thinkpad-t14-gen-1',
    brand: 'Lenovo',
    family: 'ThinkPad',
    model: 'T14 Gen 1',
    year: 2020,
    identifiers: ['20S0', '20S1', '20UD', '20UE', 'ThinkPad T14 Gen 1'],
  },
  {
    // Intel machine types only: the AMD T14 Gen 3 (21CF, 21CG) has soldered memory and reports the same DMI version.
    key: 'lenovo-thinkpad-t14-gen-3-intel',
    brand: 'Lenovo',
    family: 'ThinkPad',
    model: 'T14 Gen 3 (Intel)',
    year: 2022,
    identifiers: ['21AH', '21AJ'],
  },
  {
    key: 'lenovo-thinkpad-x1-carbon-gen-5',
    brand: 'Lenovo',
    family: 'ThinkPad',
    model: 'X1 Carbon Gen 5',
    year: 2017,
    identifiers: ['20HQ', '20HR', 'ThinkPad X1 Carbon 5th'],
  },
  {
    key: 'lenovo-thinkpad-x1-carbon-gen-6',
    brand: 'Lenovo',
    family: 'ThinkPad',
    model: 'X1 Carbon Gen 6',
    year: 2018,
    identifiers: ['20KG', '20KH', 'ThinkPad X1 Carbon 6th'],
  },
  {
    key: 'lenovo-thinkpad-x280',
    brand: 'Lenovo',
    family: 'ThinkPad',
    model: 'X280',
    year: 2018,
    identifiers: ['20KE', '20KF', 'ThinkPad X280'],
  },
  {
    key: 'lenovo-thinkpad-e480',
    brand: 'Lenovo',
    family: 'ThinkPad',
    model: 'E480',
    year: 2018,
    identifiers: ['20KN', '20KQ', 'ThinkPad E480'],
  },
  {
    key: 'lenovo-thinkpad-e580',
    brand: 'Lenovo',
    family: 'ThinkPad',
    model: 'E580',
    year: 2018,
    identifiers: ['20KS', '20KT', 'ThinkPad E580'],
  },
  {
    key: 'lenovo-legion-5-pro-16iah7h',
    brand: 'Lenovo',
    family: 'Legion',
    model: '5 Pro 16IAH7H',
    year: 2022,
    identifiers: ['82RF', 'Legion 5 Pro 16IAH7H'],
  },

  // ── Dell ──────────────────────────────────────────────────────────────
  {
    key: 'dell-xps-13-9360',
    brand: 'Dell',
    family: 'XPS',
    model: '13 9360',
    year: 2016,
    identifiers: ['XPS 13 9360', 'P54G'],
  },
  {
    key: 'dell-xps-13-9370',
    brand: 'Dell',
    family: 'XPS',
    model: '13 9370',
    year: 2018,
    identifiers: ['XPS 13 9370', 'P82G'],
  },
  {
    key: 'dell-xps-13-9380',
    brand: 'Dell',
    family: 'XPS',
    model: '13 9380',
    year: 2019,
    identifiers: ['XPS 13 9380', 'P82G'],
  },
  {
    key: 'dell-xps-15-9560',
    brand: 'Dell',
    family: 'XPS',
    model: '15 9560',
    year: 2017,
    identifiers: ['XPS 15 9560', 'P56F'],
  },
  {
    key: 'dell-xps-15-9570',
    brand: 'Dell',
    family: 'XPS',
    model: '15 9570',
    year: 2018,
    identifiers: ['XPS 15 9570', 'P56F'],
  },
  {
    key: 'dell-xps-15-9520',
    brand: 'Dell',
    family: 'XPS',
    model: '15 9520',
    year: 2022,
    identifiers: ['XPS 15 9520', 'P91F'],
  },
  {
    key: 'dell-latitude-7490',
    brand: 'Dell',
    family: 'Latitude',
    model: '7490',
    year: 2018,
    identifiers: ['Latitude 7490', 'P73G'],
  },
  {
    key: 'dell-latitude-5490',
    brand: 'Dell',
    family: 'Latitude',
    model: '5490',
    year: 2018,
    identifiers: ['Latitude 5490', 'P72G'],
  },
  {
    key: 'dell-latitude-5400',
    brand: 'Dell',
    family: 'Latitude',
    model: '5400',
    year: 2019,
    identifiers: ['Latitude 5400', 'P98G'],
  },
  {
    key: 'dell-inspiron-15-5570',
    brand: 'Dell',
    family: 'Inspiron',
    model: '15 5570',
    year: 2017,
    identifiers: ['Inspiron 5570', 'P75F'],
  },

  // ── HP ────────────────────────────────────────────────────────────────
  {
    key: 'hp-elitebook-840-g5',
    brand: 'HP',
    family: 'EliteBook',
    model: '840 G5',
    year: 2018,
    identifiers: ['HP EliteBook 840 G5', 'HP EliteBook 840 G5 Notebook PC'],
  },
  {
    key: 'hp-elitebook-840-g6',
    brand: 'HP',
    family: 'EliteBook',
    model: '840 G6',
    year: 2019,
    identifiers: ['HP EliteBook 840 G6', 'HP EliteBook 840 G6 Notebook PC'],
  },
  {
    key: 'hp-elitebook-850-g5',
    brand: 'HP',
    family: 'EliteBook',
    model: '850 G5',
    year: 2018,
    identifiers: ['HP EliteBook 850 G5', 'HP EliteBook 850 G5 Notebook PC'],
  },
  {
    key: 'hp-probook-450-g5',
    brand: 'HP',
    family: 'ProBook',
    model: '450 G5',
    year: 2017,
    identifiers: ['HP ProBook 450 G5', 'HP ProBook 450 G5 Notebook PC'],
  },
  {
    key: 'hp-probook-450-g7',
    brand: 'HP',
    family: 'ProBook',
    model: '450 G7',
    year: 2020,
    identifiers: ['HP ProBook 450 G7', 'HP ProBook 450 G7 Notebook PC'],
  },

  // ── Apple ─────────────────────────────────────────────────────────────
  {
    key: 'apple-macbook-pro-13-2016-2tb3',
    brand: 'Apple',
    family: 'MacBook Pro',
    model: '13-inch 2016 (Two Thunderbolt 3 ports)',
    year: 2016,
    identifiers: ['MacBookPro13,1', 'A1708'],
  },
  {
    key: 'apple-macbook-pro-13-2016-4tb3',
    brand: 'Apple',
    family: 'MacBook Pro',
    model: '13-inch 2016 (Four Thunderbolt 3 ports)',
    year: 2016,
    identifiers: ['MacBookPro13,2', 'A1706'],
  },
  {
    key: 'apple-macbook-pro-13-2017-2tb3',
    brand: 'Apple',
    family: 'MacBook Pro',
    model: '13-inch 2017 (Two Thunderbolt 3 ports)',
    year: 2017,
    identifiers: ['MacBookPro14,1', 'A1708'],
  },
  {
    key: 'apple-macbook-pro-13-2017-4tb3',
    brand: 'Apple',
    family: 'MacBook Pro',
    model: '13-inch 2017 (Four Thunderbolt 3 ports)',
    year: 2017,
    identifiers: ['MacBookPro14,2', 'A1706'],
  },
  {
    key: 'apple-macbook-pro-13-2018',
    brand: 'Apple',
    family: 'MacBook Pro',
    model: '13-inch 2018 (Four Thunderbolt 3 ports)',
    year: 2018,
    identifiers: ['MacBookPro15,2', 'A1989'],
  },
  {
    key: 'apple-macbook-pro-13-2019-2tb3',
    brand: 'Apple',
    family: 'MacBook Pro',
    model: '13-inch 2019 (Two Thunderbolt 3 ports)',
    year: 2019,
    identifiers: ['MacBookPro15,4', 'A2159'],
  },
  {
    key: 'apple-macbook-pro-15-2018',
    brand: 'Apple',
    family: 'MacBook Pro',
    model: '15-inch 2018',
    year: 2018,
    identifiers: ['MacBookPro15,1', 'MacBookPro15,3', 'A1990'],
  },
  {
    key: 'apple-macbook-air-13-2017',
    brand: 'Apple',
    family: 'MacBook Air',
    model: '13-inch 2017',
    year: 2017,
    identifiers: ['MacBookAir7,2', 'A1466'],
  },
  {
    key: 'apple-macbook-air-13-2018',
    brand: 'Apple',
    family: 'MacBook Air',
    model: '13-inch 2018 (Retina)',
    year: 2018,
    identifiers: ['MacBookAir8,1', 'A1932'],
  },
  {
    key: 'apple-macbook-air-13-2019',
    brand: 'Apple',
    family: 'MacBook Air',
    model: '13-inch 2019 (Retina)',
    year: 2019,
    identifiers: ['MacBookAir8,2', 'A1932'],
  },

  // ── ASUS ──────────────────────────────────────────────────────────────
  {
    key: 'asus-zenbook-ux430ua',
    brand: 'ASUS',
    family: 'ZenBook',
    model: 'UX430UA',
    year: 2017,
    identifiers: ['UX430UAR', 'UX430UA', 'ZenBook UX430UA'],
  },
  {
    key: 'asus-zenbook-ux330ua',
    brand: 'ASUS',
    family: 'ZenBook',
    model: 'UX330UA',
    year: 2016,
    identifiers: ['UX330UAK', 'UX330UA', 'ZenBook UX330UA'],
  },
  {
    key: 'asus-vivobook-s15-s510ua',
    brand: 'ASUS',
    family: 'VivoBook',
    model: 'S15 S510UA',
    year: 2017,
    identifiers: ['X510UAR', 'X510UA', 'S510UA'],
  },

  // ── Acer ──────────────────────────────────────────────────────────────
  {
    key: 'acer-aspire-5-a515-51',
    brand: 'Acer',
    family: 'Aspire',
    model: '5 A515-51',
    year: 2017,
    identifiers: ['Aspire A515-51', 'Aspire A515-51G', 'N17C4'],
  },
  {
    key: 'acer-swift-3-sf314-52',
    brand: 'Acer',
    family: 'Swift',
    model: '3 SF314-52',
    year: 2017,
    identifiers: ['Swift SF314-52', 'Swift SF314-52G', 'N17P4'],
  },

  // ── Microsoft ─────────────────────────────────────────────────────────
  {
    // Model 1769 is also printed on the first-generation Surface Laptop; the DMI name tells them apart.
    key: 'microsoft-surface-laptop-2',
    brand: 'Microsoft',
    family: 'Surface',
    model: 'Laptop 2',
    year: 2018,
    identifiers: ['Surface Laptop 2', '1769'],
  },
  {
    key: 'microsoft-surface-laptop-3',
    brand: 'Microsoft',
    family: 'Surface',
    model: 'Laptop 3',
    year: 2019,
    identifiers: ['Surface Laptop 3', '1867', '1868'],
  },
];
