/**
 * A laptop model's specification in words (issue 31): the upgrade planner's line per slot, what it
 * takes at most ("Memory: 2 slots, up to 32 GB DDR4 at 2400 MT/s"). Pure and zod-free.
 */
import type { CategorySlug } from './constants.js';
import type { LaptopSpec, SpecBattery, SpecCharging, SpecDisplay, SpecMemory, SpecStorageBay } from './schemas/laptop-spec.js';

/** One slot of the planner: the part category it takes and the specification in words. */
export interface SpecSlot {
  slot: CategorySlug;
  summary: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function memorySummary(m: SpecMemory): string {
  if (m.slots === 0 || m.formFactor === 'soldered')
    return `Memory: ${m.solderedGb} GB ${m.type} soldered at ${m.maxSpeedMts} MT/s, no slot`;
  const soldered = m.solderedGb ? ` (${m.solderedGb} GB soldered)` : '';
  return `Memory: ${plural(m.slots, 'slot')}, up to ${m.maxTotalGb} GB ${m.type}${soldered} at ${m.maxSpeedMts} MT/s`;
}

function baySummary(bay: SpecStorageBay): string {
  switch (bay.formFactor) {
    case 'M.2': {
      const protocols = bay.protocols ?? ['NVMe'];
      const gen = bay.pcieGen && protocols.includes('NVMe') ? ` PCIe ${bay.pcieGen}.0` : '';
      const key = bay.m2Key === 'B+M' ? ' (B+M key)' : '';
      return `M.2 ${(bay.lengthsMm ?? [2280]).join('/')} ${protocols.join('/')}${gen}${key}`;
    }
    case '2.5in':
      return '2.5-inch SATA bay';
    case 'soldered':
      return 'soldered';
    default:
      return "the maker's own drive connector";
  }
}

const storageSummary = (bays: SpecStorageBay[]) => `Storage: ${bays.length ? bays.map(baySummary).join(' + ') : 'soldered, no drive bay'}`;

const displaySummary = (d: SpecDisplay) =>
  `Screen: ${d.sizeInches}" ${d.resolution}, ${d.edpPins}-pin eDP, ${d.refreshHz} Hz, ${d.touch ? 'touch' : 'non-touch'}`;

function batterySummary(b: SpecBattery): string {
  const numbers = b.partNumbers.length
    ? `, part numbers ${b.partNumbers.slice(0, 4).join(', ')}${b.partNumbers.length > 4 ? ' and more' : ''}`
    : '';
  return `Battery: ${b.voltage} V, ${b.wattHours} Wh${numbers}`;
}

const chargingSummary = (c: SpecCharging) =>
  c.connector === 'USB-C'
    ? `Charger: ${c.watts} W USB-C${c.usbPd ? ' PD' : ''}`
    : `Charger: ${c.watts} W ${c.connector}${c.usbPd ? ' or USB-C PD' : ''}`;

/** The planner's slots a specification covers, in the order a shopper upgrades them. */
export function specSlots(spec: LaptopSpec): SpecSlot[] {
  const slots: SpecSlot[] = [];
  if (spec.memory) slots.push({ slot: 'memory', summary: memorySummary(spec.memory) });
  if (spec.storage) slots.push({ slot: 'storage', summary: storageSummary(spec.storage) });
  if (spec.display) slots.push({ slot: 'screens', summary: displaySummary(spec.display) });
  if (spec.battery) slots.push({ slot: 'batteries', summary: batterySummary(spec.battery) });
  if (spec.charging) slots.push({ slot: 'chargers', summary: chargingSummary(spec.charging) });
  return slots;
}
