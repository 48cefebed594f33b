/**
 * A laptop model's specification as the laptops CSV writes it (issue 31): one column per value
 * (`memory.slots`, `display.edpPins`, …) and the storage bays as one compact text a spreadsheet user
 * can edit. Zod-free: the export, the import's check and the import page's help share it.
 */
import type { LaptopSpec, SpecStorageBay } from './schemas/laptop-spec.js';

/** The spec's columns, after the laptops CSV's own; empty = not known. */
export const LAPTOP_SPEC_COLUMNS = [
  'memory.type',
  'memory.formFactor',
  'memory.slots',
  'memory.solderedGb',
  'memory.maxPerSlotGb',
  'memory.maxTotalGb',
  'memory.maxSpeedMts',
  'storage',
  'display.sizeInches',
  'display.edpPins',
  'display.resolution',
  'display.refreshHz',
  'display.touch',
  'battery.voltage',
  'battery.wattHours',
  'battery.partNumbers',
  'charging.watts',
  'charging.connector',
  'charging.usbPd',
] as const;
export type LaptopSpecColumn = (typeof LAPTOP_SPEC_COLUMNS)[number];

/** Bays in the storage cell are separated by this; a bay's words by spaces. */
export const STORAGE_BAY_SEPARATOR = ';';
/** The storage cell of a model with no drive bay at all (an empty cell is "not known"). */
export const NO_STORAGE = 'none';

/** One bay as words: `M.2 M 2280/2242 NVMe+SATA gen3`, `M.2 2280 SATA`, `2.5in SATA`, `soldered`, `proprietary`. */
export function bayToText(bay: SpecStorageBay): string {
  const words: string[] = [bay.formFactor];
  if (bay.m2Key) words.push(bay.m2Key);
  if (bay.lengthsMm?.length) words.push(bay.lengthsMm.join('/'));
  if (bay.protocols?.length) words.push(bay.protocols.join('+'));
  if (bay.pcieGen !== undefined) words.push(`gen${bay.pcieGen}`);
  return words.join(' ');
}

export const storageToText = (bays: SpecStorageBay[]): string =>
  bays.length === 0 ? NO_STORAGE : bays.map(bayToText).join(`${STORAGE_BAY_SEPARATOR} `);

const FORM_FACTORS: Record<string, SpecStorageBay['formFactor']> = {
  'm.2': 'M.2',
  m2: 'M.2',
  '2.5in': '2.5in',
  '2.5"': '2.5in',
  proprietary: 'proprietary',
  soldered: 'soldered',
};
const PROTOCOLS: Record<string, 'NVMe' | 'SATA'> = { nvme: 'NVMe', sata: 'SATA' };

/** A word of a bay after its form factor, added to the bay; false when it is not one. */
function readWord(bay: Record<string, unknown>, word: string): boolean {
  const lower = word.toLowerCase();
  if (lower === 'm' || lower === 'b+m') bay.m2Key = lower === 'm' ? 'M' : 'B+M';
  else if (/^\d{4}(\/\d{4})*$/.test(word)) bay.lengthsMm = word.split('/').map(Number);
  else if (lower.split('+').every((p) => PROTOCOLS[p])) bay.protocols = lower.split('+').map((p) => PROTOCOLS[p]!);
  else if (/^gen\d+$/.test(lower)) bay.pcieGen = Number(lower.slice(3));
  else return false;
  return true;
}

/**
 * The storage cell read back into bays (checked further by the spec's schema), or the problem in words.
 * Words are read in any case; `none` is a model without a drive bay.
 */
export function storageFromText(cell: string): { bays: unknown[] } | { problem: string } {
  if (cell.trim().toLowerCase() === NO_STORAGE) return { bays: [] };
  const bays: unknown[] = [];
  const items = cell
    .split(STORAGE_BAY_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const [i, item] of items.entries()) {
    const [first = '', ...rest] = item.split(/\s+/);
    const formFactor = FORM_FACTORS[first.toLowerCase()];
    const where = items.length > 1 ? ` (bay ${i + 1})` : '';
    if (!formFactor) return { problem: `"${first}"${where} is not a bay: start with M.2, 2.5in, soldered or proprietary` };
    const bay: Record<string, unknown> = { formFactor };
    const bad = rest.find((word) => !readWord(bay, word));
    if (bad)
      return { problem: `"${bad}"${where} is not a key (M, B+M), lengths (2280/2242), protocols (NVMe+SATA) or a generation (gen3)` };
    bays.push(bay);
  }
  return { bays };
}

const yesNo = (v: boolean | undefined) => (v === undefined ? '' : String(v));
const num = (v: number | undefined) => (v === undefined ? '' : String(v));

/** A spec's cells in LAPTOP_SPEC_COLUMNS' order (a part not known: its cells empty). */
export function specToCells(spec: LaptopSpec | null): string[] {
  const { memory: m, display: d, battery: b, charging: c, storage } = spec ?? {};
  const cells: Record<LaptopSpecColumn, string> = {
    'memory.type': m?.type ?? '',
    'memory.formFactor': m?.formFactor ?? '',
    'memory.slots': num(m?.slots),
    'memory.solderedGb': num(m?.solderedGb),
    'memory.maxPerSlotGb': num(m?.maxPerSlotGb),
    'memory.maxTotalGb': num(m?.maxTotalGb),
    'memory.maxSpeedMts': num(m?.maxSpeedMts),
    storage: storage ? storageToText(storage) : '',
    'display.sizeInches': num(d?.sizeInches),
    'display.edpPins': num(d?.edpPins),
    'display.resolution': d?.resolution ?? '',
    'display.refreshHz': num(d?.refreshHz),
    'display.touch': yesNo(d?.touch),
    'battery.voltage': num(b?.voltage),
    'battery.wattHours': num(b?.wattHours),
    'battery.partNumbers': b?.partNumbers.join(';') ?? '',
    'charging.watts': num(c?.watts),
    'charging.connector': c?.connector ?? '',
    'charging.usbPd': yesNo(c?.usbPd),
  };
  return LAPTOP_SPEC_COLUMNS.map((col) => cells[col]);
}
