import { describe, expect, it } from 'vitest';
import { seedLaptops } from '../../../src/server/modules/laptops/seed/models.js';
import { seedSpecs } from '../../../src/server/modules/laptops/seed/specs.js';
import { decideFit, ruleFit, type FitLaptop, type FitPart } from '../../../src/shared/fit-rules.js';
import { attributeProblems } from '../../../src/shared/part-attributes.js';
import { laptopSpecSchema } from '../../../src/shared/schemas/laptop-spec.js';

const laptop = (key: string, name: string): FitLaptop => ({ id: key, name, spec: seedSpecs[key]! });
const T480 = laptop('lenovo-thinkpad-t480', 'ThinkPad T480');
const T480S = laptop('lenovo-thinkpad-t480s', 'ThinkPad T480s');
const XPS9360 = laptop('dell-xps-13-9360', 'XPS 13 9360');
const UX330 = laptop('asus-zenbook-ux330ua', 'ZenBook UX330UA');
const LEGION = laptop('lenovo-legion-5-pro-16iah7h', 'Legion 5 Pro 16IAH7H');
const MBP15 = laptop('apple-macbook-pro-15-2018', 'MacBook Pro 15 (2018)');
const XPS9520 = laptop('dell-xps-15-9520', 'XPS 15 9520');
/** A B+M keyed SATA-only M.2 slot (older ultrabooks): only B+M SATA drives go in. */
const BM_SATA: FitLaptop = {
  id: 'bm',
  name: 'Old Ultrabook',
  spec: { storage: [{ formFactor: 'M.2', m2Key: 'B+M', lengthsMm: [2280], protocols: ['SATA'] }] },
};

const part = (category: string, attributes: FitPart['attributes'], partNumbers: string[] = []): FitPart => ({
  category,
  attributes,
  partNumbers,
});
const DDR4_16_3200 = part('memory', { memoryType: 'DDR4', formFactor: 'SO-DIMM', capacityGb: 16, speedMts: 3200 });
const DDR4_32 = part('memory', { memoryType: 'DDR4', formFactor: 'SO-DIMM', capacityGb: 32, speedMts: 3200 });
const DDR4_KIT = part('memory', { memoryType: 'DDR4', formFactor: 'SO-DIMM', capacityGb: 32, modules: 2, speedMts: 2666 });
const DDR5_16 = part('memory', { memoryType: 'DDR5', formFactor: 'SO-DIMM', capacityGb: 16, speedMts: 4800 });
const NVME_2280_G4 = part('storage', { formFactor: 'M.2', m2Key: 'M', lengthMm: 2280, protocol: 'NVMe', pcieGen: 4 });
const NVME_2242 = part('storage', { formFactor: 'M.2', m2Key: 'M', lengthMm: 2242, protocol: 'NVMe', pcieGen: 3 });
const SATA_M2_BM = part('storage', { formFactor: 'M.2', m2Key: 'B+M', lengthMm: 2280, protocol: 'SATA' });
const SATA_25 = part('storage', { formFactor: '2.5in', protocol: 'SATA' });
const PANEL_14_30 = part('screens', { sizeInches: 14, edpPins: 30, resolution: '1920x1080', refreshHz: 60, touch: false });
const PANEL_14_144 = part('screens', { sizeInches: 14, edpPins: 40, resolution: '1920x1080', refreshHz: 144, touch: false });
const PANEL_156 = part('screens', { sizeInches: 15.6, edpPins: 30, resolution: '1920x1080', refreshHz: 60 });
const PANEL_16_165 = part('screens', { sizeInches: 16, edpPins: 40, resolution: '2560x1600', refreshHz: 165, touch: false });
const T480_BATTERY = part('batteries', { voltage: 11.46, wattHours: 24 }, ['01AV424', '01AV423']);
const XPS_BATTERY = part('batteries', { voltage: 7.6, wattHours: 60 }, ['RNP72']);
const USBC_65 = part('chargers', { watts: 65, connector: 'USB-C', usbPd: true });
const USBC_45 = part('chargers', { watts: 45, connector: 'USB-C', usbPd: true });
const USBC_NO_PD = part('chargers', { watts: 65, connector: 'USB-C', usbPd: false });
const DELL_BARREL_90 = part('chargers', { watts: 90, connector: 'Dell 7.4 mm', usbPd: false });
const APPLE_61 = part('chargers', { watts: 61, connector: 'USB-C', usbPd: true });

/** Real cases: [part, laptop, verdict, a piece of the reason]. */
const cases: [string, FitPart, FitLaptop, string, string][] = [
  ['DDR4-3200 16 GB in a T480', DDR4_16_3200, T480, 'fits', 'Fits: DDR4 SO-DIMM, 16 GB ≤ 16 GB per slot, runs at 2400 MT/s in this laptop'],
  ['DDR5 in a T480', DDR5_16, T480, 'does_not_fit', 'Does not fit: DDR5 — the ThinkPad T480 takes DDR4'],
  ['32 GB module in a T480 (16 per slot officially)', DDR4_32, T480, 'does_not_fit', 'more than the 16 GB per slot'],
  ['2×16 GB kit in a T480', DDR4_KIT, T480, 'fits', '2 × 16 GB ≤ 16 GB per slot, runs at 2400 MT/s'],
  ['2×16 GB kit in a T480s (one slot)', DDR4_KIT, T480S, 'does_not_fit', 'a kit of 2 modules — the ThinkPad T480s has 1 slot'],
  ['LPDDR3 soldered XPS 13 9360', DDR4_16_3200, XPS9360, 'does_not_fit', 'soldered LPDDR3 (16 GB) — it has no slot'],
  ['DDR4 in a MacBook Pro 15 2018 (soldered DDR4)', DDR4_16_3200, MBP15, 'does_not_fit', 'no slot'],
  ['DDR5 in a Legion 5 Pro', DDR5_16, LEGION, 'fits', 'runs at 4800 MT/s (this laptop can do 4800)'],
  ['PCIe 4.0 NVMe 2280 in a T480', NVME_2280_G4, T480, 'fits', 'runs at PCIe 3.0 speed in this laptop'],
  ['2242 NVMe in the T480 2280 slot', NVME_2242, T480, 'fits_with_adapter', 'Fits with an adapter: 2242 SSD in a 2280 slot'],
  ['2.5-inch SATA in the T480 bay', SATA_25, T480, 'fits', '2.5-inch bay'],
  ['2.5-inch SATA in a T480s (M.2 only)', SATA_25, T480S, 'does_not_fit', 'does not go in an M.2 slot'],
  [
    'NVMe M-key drive in a B+M SATA-only slot',
    NVME_2280_G4,
    BM_SATA,
    'does_not_fit',
    'an M-key drive — this M.2 slot is B+M keyed (SATA only)',
  ],
  ['B+M SATA drive in a B+M SATA-only slot', SATA_M2_BM, BM_SATA, 'fits', 'M.2 2280 SATA'],
  ['NVMe drive in the SATA-only ZenBook UX330UA', NVME_2280_G4, UX330, 'does_not_fit', 'NVMe — this M.2 slot takes SATA only'],
  ['NVMe in a soldered-storage MacBook Pro 15', NVME_2280_G4, MBP15, 'does_not_fit', 'storage is soldered'],
  ['14" 30-pin FHD in a T480', PANEL_14_30, T480, 'fits', '14" 30-pin eDP 1920x1080'],
  [
    '14" 144 Hz 40-pin panel in a T480',
    PANEL_14_144,
    T480,
    'does_not_fit',
    'Does not fit: 144 Hz needs a 40-pin eDP cable; the ThinkPad T480 has 30-pin',
  ],
  ['15.6" panel in a T480', PANEL_156, T480, 'does_not_fit', 'the ThinkPad T480 takes 14"'],
  ['16" 165 Hz 40-pin in a Legion 5 Pro', PANEL_16_165, LEGION, 'fits', '165 Hz'],
  [
    'a panel for the XPS 15 9520, whose display is not known',
    PANEL_156,
    XPS9520,
    'unknown',
    "XPS 15 9520's display specification is not known",
  ],
  ['01AV424 in a T480', T480_BATTERY, T480, 'fits', 'part number 01AV424'],
  ['the XPS 13 battery in a T480', XPS_BATTERY, T480, 'does_not_fit', '7.6 V'],
  ['65 W USB-C PD on a T480', USBC_65, T480, 'fits', 'USB-C PD, 65 W ≥ the 65 W'],
  ['45 W USB-C PD on a T480 (needs 65 W)', USBC_45, T480, 'does_not_fit', 'charge slowly, or not at all under load'],
  ['61 W Apple USB-C PD on a T480 (needs 65 W)', APPLE_61, T480, 'does_not_fit', '61 W is below the 65 W'],
  ['USB-C without PD on a T480', USBC_NO_PD, T480, 'does_not_fit', 'without Power Delivery'],
  ['Dell barrel on a T480', DELL_BARREL_90, T480, 'does_not_fit', 'a Dell 7.4 mm plug — the ThinkPad T480 charges through USB-C'],
  ['65 W USB-C PD on the XPS 13 9360 (barrel or PD)', USBC_65, XPS9360, 'fits', 'USB-C PD, 65 W ≥ the 45 W'],
  ['USB-C on a Legion 5 Pro (300 W slim tip)', USBC_65, LEGION, 'does_not_fit', 'its Lenovo slim tip port'],
];

describe('fit rules from real cases', () => {
  it.each(cases)('%s', (_title, p, l, verdict, reason) => {
    const answer = ruleFit(p, l);
    expect(answer.verdict, answer.reasons.join(' | ')).toBe(verdict);
    expect(answer.reasons.join(' | ')).toContain(reason);
  });
});

describe('unknown names what is missing', () => {
  it('a model without a spec', () => {
    const a = decideFit(DDR4_16_3200, { id: 'x', name: 'Mystery 1', spec: null }, []);
    expect(a).toEqual({ verdict: 'unknown', source: 'unknown', reasons: ["Unknown: the Mystery 1's memory specification is not known"] });
  });
  it('a part without attributes', () => {
    expect(ruleFit(part('memory', { memoryType: 'DDR4' }), T480).reasons).toEqual([
      "Unknown: the part's formFactor, capacityGb are not known",
    ]);
  });
  it('a category no rule decides', () => {
    expect(ruleFit(part('keyboards', {}), T480).verdict).toBe('unknown');
  });
});

describe('listed fitment wins over the rules', () => {
  it('listed for this laptop: fits, source listed, even when the rule says no', () => {
    const a = decideFit(DDR5_16, T480, [{ laptopId: T480.id, note: 'checked by hand' }]);
    expect(a).toEqual({ verdict: 'fits', source: 'listed', reasons: ['Fits: listed by the shop for the ThinkPad T480 (checked by hand)'] });
  });
  it('not listed here but the rule decides: source spec', () => {
    expect(decideFit(DDR4_16_3200, T480, [{ laptopId: 'other', note: '' }])).toMatchObject({ verdict: 'fits', source: 'spec' });
  });
  it('listed for other models only and the rule cannot tell: does not fit, as before', () => {
    const a = decideFit(part('keyboards', {}), T480, [{ laptopId: 'other', note: '' }]);
    expect(a).toMatchObject({ verdict: 'does_not_fit', source: 'listed' });
  });
});

describe('the seeded data is valid', () => {
  it('every seeded spec parses', () => {
    for (const [key, spec] of Object.entries(seedSpecs)) expect(laptopSpecSchema.safeParse(spec).success, key).toBe(true);
    // Every seeded model has a specification (some parts of it left out where the facts are not sure).
    expect(Object.keys(seedSpecs).sort()).toEqual(seedLaptops.map((l) => l.key).sort());
  });
  it('attribute checks name the attribute', () => {
    expect(attributeProblems('memory', { memoryType: 'DDR2' })).toEqual(['memoryType must be one of DDR3L, DDR4, DDR5']);
    expect(attributeProblems('storage', { lengthMm: 2270 })).toEqual(['lengthMm must be one of 2230, 2242, 2260, 2280']);
    expect(attributeProblems('keyboards', { watts: 65 })).toEqual(['watts: keyboards parts have no attributes']);
    expect(attributeProblems('chargers', { watts: 65, connector: 'USB-C', usbPd: true })).toEqual([]);
  });
});
