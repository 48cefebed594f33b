/**
 * Fit by specification (issue 31): per category, a rule compares a part's attributes with a laptop
 * model's specification and answers a verdict with its reasons in words. Listed fitment (the shop's
 * product ↔ model rows) wins over a rule (`decideFit`). Pure and zod-free: the server answers with
 * it and the web app may use it.
 */
import { normalizeCode } from './laptop-names.js';
import type { PartAttributes } from './part-attributes.js';
import type { LaptopSpec, SpecBattery, SpecCharging, SpecDisplay, SpecMemory, SpecStorageBay } from './schemas/laptop-spec.js';

export type FitVerdictValue = 'fits' | 'fits_with_adapter' | 'does_not_fit' | 'unknown';
export type FitSource = 'listed' | 'spec' | 'unknown';
export interface FitAnswer {
  verdict: FitVerdictValue;
  source: FitSource;
  reasons: string[];
}
/** A rule's answer (its source is `spec`, or `unknown` when it cannot tell). */
export type RuleAnswer = Pick<FitAnswer, 'verdict' | 'reasons'>;

export interface FitPart {
  category: string;
  attributes: PartAttributes;
  /** Its part numbers (the product's own and its listed ones), as printed. */
  partNumbers: string[];
}
export interface FitLaptop {
  id: string;
  /** How reasons name it: "ThinkPad T480". */
  name: string;
  spec: LaptopSpec | null;
}

/** The categories a rule decides; a part of another category is decided by listed fitment alone. */
export const RULE_CATEGORIES = ['memory', 'storage', 'screens', 'batteries', 'chargers'] as const;

const fits = (reason: string): RuleAnswer => ({ verdict: 'fits', reasons: [`Fits: ${reason}`] });
const adapter = (reason: string): RuleAnswer => ({ verdict: 'fits_with_adapter', reasons: [`Fits with an adapter: ${reason}`] });
const no = (reason: string): RuleAnswer => ({ verdict: 'does_not_fit', reasons: [`Does not fit: ${reason}`] });
const unknown = (reason: string): RuleAnswer => ({ verdict: 'unknown', reasons: [`Unknown: ${reason}`] });

/** The attributes a rule needs that the part does not have, or null when it has them all. */
function missing(a: PartAttributes, names: string[]): RuleAnswer | null {
  const absent = names.filter((n) => a[n] === undefined);
  return absent.length ? unknown(`the part's ${absent.join(', ')} ${absent.length > 1 ? 'are' : 'is'} not known`) : null;
}
const noSpec = (laptop: FitLaptop, what: string) => unknown(`the ${laptop.name}'s ${what} specification is not known`);

// ── Memory ───────────────────────────────────────────────────────────────

function memoryRule(a: PartAttributes, m: SpecMemory, name: string): RuleAnswer {
  const gap = missing(a, ['memoryType', 'formFactor', 'capacityGb']);
  if (gap) return gap;
  const type = String(a.memoryType);
  const capacity = Number(a.capacityGb);
  const modules = Number(a.modules ?? 1);
  const perModule = capacity / modules;
  if (m.slots === 0 || m.formFactor === 'soldered')
    return no(`the ${name}'s memory is soldered ${m.type} (${m.solderedGb} GB) — it has no slot`);
  if (type !== m.type) return no(`${type} — the ${name} takes ${m.type}`);
  if (a.formFactor !== m.formFactor) return no(`${String(a.formFactor)} — the ${name} takes ${m.formFactor} modules`);
  if (modules > m.slots) return no(`a kit of ${modules} modules — the ${name} has ${m.slots} slot${m.slots > 1 ? 's' : ''}`);
  if (perModule > m.maxPerSlotGb) return no(`${perModule} GB per module is more than the ${m.maxPerSlotGb} GB per slot the ${name} takes`);
  if (capacity + m.solderedGb > m.maxTotalGb)
    return no(
      `${capacity} GB${m.solderedGb ? ` with the ${m.solderedGb} GB soldered` : ''} is more than the ${m.maxTotalGb} GB the ${name} takes in all`,
    );
  const kit = modules > 1 ? `${modules} × ${perModule} GB` : `${perModule} GB`;
  const speed = a.speedMts === undefined ? undefined : Number(a.speedMts);
  const runs =
    speed === undefined
      ? `runs at up to ${m.maxSpeedMts} MT/s in this laptop`
      : speed > m.maxSpeedMts
        ? `runs at ${m.maxSpeedMts} MT/s in this laptop`
        : `runs at ${speed} MT/s (this laptop can do ${m.maxSpeedMts})`;
  return fits(`${type} ${m.formFactor}, ${kit} ≤ ${m.maxPerSlotGb} GB per slot, ${runs}`);
}

// ── Storage ──────────────────────────────────────────────────────────────

const RANK: Record<FitVerdictValue, number> = { fits: 3, fits_with_adapter: 2, unknown: 1, does_not_fit: 0 };

function m2BayRule(a: PartAttributes, bay: SpecStorageBay): RuleAnswer {
  const gap = missing(a, ['m2Key', 'lengthMm', 'protocol']);
  if (gap) return gap;
  const protocols = bay.protocols ?? ['NVMe'];
  const length = Number(a.lengthMm);
  const lengths = bay.lengthsMm ?? [2280];
  // A B+M slot is B-keyed: only B+M drives go in; an M slot takes M and B+M drives.
  if (bay.m2Key === 'B+M' && a.m2Key === 'M') return no(`an M-key drive — this M.2 slot is B+M keyed (${protocols.join('/')} only)`);
  if (!protocols.includes(a.protocol as 'NVMe' | 'SATA'))
    return no(`${String(a.protocol)} — this M.2 slot takes ${protocols.join(' and ')} only`);
  const longest = Math.max(...lengths);
  if (length > longest) return no(`a ${length} SSD is longer than the ${longest} slot`);
  const gen = a.pcieGen === undefined ? undefined : Number(a.pcieGen);
  const speed =
    a.protocol === 'NVMe' && bay.pcieGen && gen && gen > bay.pcieGen ? `, runs at PCIe ${bay.pcieGen}.0 speed in this laptop` : '';
  if (!lengths.includes(length as 2280)) return adapter(`${length} SSD in a ${longest} slot${speed}`);
  return fits(`M.2 ${length} ${String(a.protocol)} in the M.2 ${lengths.join('/')} slot${speed}`);
}

function bayRule(a: PartAttributes, bay: SpecStorageBay): RuleAnswer {
  if (bay.formFactor === 'M.2') return a.formFactor === 'M.2' ? m2BayRule(a, bay) : no('a 2.5-inch drive does not go in an M.2 slot');
  if (bay.formFactor === '2.5in')
    return a.formFactor === '2.5in' ? fits('2.5-inch SATA drive in the 2.5-inch bay') : no('an M.2 drive does not go in the 2.5-inch bay');
  return no(`the ${bay.formFactor === 'soldered' ? 'storage is soldered' : "drive uses the maker's own connector"}`);
}

function storageRule(a: PartAttributes, bays: SpecStorageBay[], name: string): RuleAnswer {
  const gap = missing(a, ['formFactor']);
  if (gap) return gap;
  if (bays.length === 0) return no(`the ${name} has no drive bay (its storage is soldered)`);
  const answers = bays.map((bay) => bayRule(a, bay));
  const best = answers.reduce((x, y) => (RANK[y.verdict] > RANK[x.verdict] ? y : x));
  if (best.verdict !== 'does_not_fit') return best;
  return { verdict: 'does_not_fit', reasons: [...new Set(answers.flatMap((x) => x.reasons))] };
}

// ── Screens ──────────────────────────────────────────────────────────────

function screenRule(a: PartAttributes, d: SpecDisplay, name: string): RuleAnswer {
  const gap = missing(a, ['sizeInches', 'edpPins']);
  if (gap) return gap;
  const size = Number(a.sizeInches);
  const pins = Number(a.edpPins);
  const refresh = Number(a.refreshHz ?? 60);
  if (Math.abs(size - d.sizeInches) > 0.05) return no(`a ${size}" panel — the ${name} takes ${d.sizeInches}"`);
  if (pins !== d.edpPins) {
    const why = pins === 40 && refresh > 60 ? `${refresh} Hz needs a 40-pin eDP cable` : `a ${pins}-pin eDP panel`;
    return no(`${why}; the ${name} has ${d.edpPins}-pin`);
  }
  if (a.touch !== undefined && a.touch !== d.touch)
    return no(a.touch ? `a touch panel — the ${name} here is non-touch` : `a non-touch panel — this ${name} has a touch screen`);
  const res = a.resolution === undefined ? '' : String(a.resolution);
  const upgrade = res && res !== d.resolution ? ` (${res} instead of the original ${d.resolution})` : '';
  return fits(`${size}" ${pins}-pin eDP${res ? ` ${res}` : ''}${refresh !== 60 ? ` ${refresh} Hz` : ''}${upgrade}`);
}

// ── Batteries and chargers ───────────────────────────────────────────────

function batteryRule(a: PartAttributes, numbers: string[], b: SpecBattery, name: string): RuleAnswer {
  const own = new Set(b.partNumbers.map(normalizeCode));
  const match = numbers.find((n) => own.has(normalizeCode(n)));
  if (a.voltage !== undefined && Math.abs(Number(a.voltage) - b.voltage) > 0.3)
    return no(`${String(a.voltage)} V — the ${name}'s battery is ${b.voltage} V`);
  if (match) return fits(`part number ${match} is one of the ${name}'s batteries (${b.voltage} V)`);
  if (own.size === 0) return unknown(`the ${name}'s battery part numbers are not known`);
  return no(`a battery is shaped for its laptop, and none of its part numbers is the ${name}'s (${b.partNumbers.join(', ')})`);
}

const plugsOf = (c: SpecCharging) =>
  c.connector === 'USB-C' ? 'USB-C' : c.usbPd ? `its ${c.connector} port or USB-C PD` : `its ${c.connector} port`;

/**
 * A charger fits when its plug is the laptop's (a laptop with `usbPd` also charges over USB-C PD)
 * and it gives at least the laptop's watts. A USB-C PD charger below that does NOT fit: it charges
 * slowly, or not at all under load (and some laptops refuse it), which is not what "fits" promises;
 * the reason says so, so a shopper may still choose it knowingly.
 */
function chargerRule(a: PartAttributes, c: SpecCharging, name: string): RuleAnswer {
  const gap = missing(a, ['watts', 'connector']);
  if (gap) return gap;
  const watts = Number(a.watts);
  const viaPd = a.connector === 'USB-C' && c.usbPd;
  if (!viaPd && a.connector !== c.connector) return no(`a ${String(a.connector)} plug — the ${name} charges through ${plugsOf(c)}`);
  if (viaPd && a.usbPd === false) return no(`a USB-C charger without Power Delivery — the ${name} needs USB-C PD`);
  if (watts < c.watts)
    return no(
      viaPd
        ? `${watts} W is below the ${c.watts} W the ${name} needs — over USB-C PD it would charge slowly, or not at all under load`
        : `${watts} W is below the ${c.watts} W the ${name} needs — it may refuse to charge`,
    );
  return fits(`${viaPd ? 'USB-C PD' : String(a.connector)}, ${watts} W ≥ the ${c.watts} W the ${name} needs`);
}

/** The rule's answer for a part and a laptop (unknown, saying what is missing, when either side lacks the data). */
export function ruleFit(part: FitPart, laptop: FitLaptop): RuleAnswer {
  const s = laptop.spec;
  const a = part.attributes;
  const n = laptop.name;
  switch (part.category) {
    case 'memory':
      return s?.memory ? memoryRule(a, s.memory, n) : noSpec(laptop, 'memory');
    case 'storage':
      return s?.storage ? storageRule(a, s.storage, n) : noSpec(laptop, 'storage');
    case 'screens':
      return s?.display ? screenRule(a, s.display, n) : noSpec(laptop, 'display');
    case 'batteries':
      return s?.battery ? batteryRule(a, part.partNumbers, s.battery, n) : noSpec(laptop, 'battery');
    case 'chargers':
      return s?.charging ? chargerRule(a, s.charging, n) : noSpec(laptop, 'charging');
    default:
      return unknown(`no rule decides ${part.category} by specification — only the shop's list does`);
  }
}

/**
 * The fit of a part for a laptop: listed fitment for this laptop wins (source `listed`); otherwise
 * the category's rule when it can tell (source `spec`); otherwise a part listed for other models
 * only does not fit (source `listed`, as before issue 31); otherwise unknown, saying what is missing.
 */
export function decideFit(part: FitPart, laptop: FitLaptop, listed: { laptopId: string; note: string }[]): FitAnswer {
  const here = listed.find((l) => l.laptopId === laptop.id);
  if (here)
    return {
      verdict: 'fits',
      source: 'listed',
      reasons: [`Fits: listed by the shop for the ${laptop.name}${here.note ? ` (${here.note})` : ''}`],
    };
  const rule = ruleFit(part, laptop);
  if (rule.verdict !== 'unknown') return { ...rule, source: 'spec' };
  if (listed.length > 0)
    return {
      verdict: 'does_not_fit',
      source: 'listed',
      reasons: [`Does not fit: the shop lists it for other models, not the ${laptop.name}`, ...rule.reasons],
    };
  return { verdict: 'unknown', source: 'unknown', reasons: rule.reasons };
}

/** The cart's and orders' three-valued verdict of a full answer (an adapter fit still fits). */
export const simpleVerdict = (a: FitAnswer): 'fits' | 'does_not_fit' | 'unknown' =>
  a.verdict === 'fits_with_adapter' ? 'fits' : a.verdict;
