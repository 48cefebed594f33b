import { normalizeCode } from '../../../shared/schemas/laptop.js';

/** What identifying needs of a laptop model. */
export interface IdentifiableLaptop {
  id: string;
  brand: string;
  family: string;
  model: string;
  identifiers: string[];
}

export interface IdentifyMatch<L extends IdentifiableLaptop> {
  laptop: L;
  confidence: number;
  matchedOn: string;
}

/**
 * Lines that carry a serial number, a UUID or another per-machine secret in the outputs the
 * shop asks for (dmidecode/sysfs, wmic, Get-CimInstance, system_profiler): dropped before
 * anything else reads the text, so they are never compared, stored or logged.
 */
const SECRET_LINE = /serial|uuid|identifyingnumber|udid|provisioning|skunumber/i;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/** The maker names machines report as their vendor, by the shop's brand. */
const VENDORS: Record<string, RegExp> = {
  Lenovo: /\blenovo\b/i,
  Dell: /\bdell\b/i,
  HP: /\b(hp|hewlett[- ]packard)\b/i,
  Apple: /\bapple\b|\bmacbook/i,
  ASUS: /\basus(tek)?\b/i,
  Acer: /\bacer\b/i,
  Microsoft: /\bmicrosoft\b/i,
  Samsung: /\bsamsung\b/i,
};

/**
 * The values a pasted output holds, secrets removed: each `Key: value` line's value, each column
 * of a wmic table row, and each bare line (sysfs files print just the value).
 */
export function pastedValues(text: string): string[] {
  const values = new Set<string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(UUID, ' ').trim();
    if (!line || SECRET_LINE.test(line)) continue;
    const keyed = /^[^:]{1,40}:\s*(.+)$/.exec(line);
    if (keyed) {
      values.add(keyed[1]!.trim());
      continue;
    }
    // A wmic table's header names the columns; its rows are values separated by 2+ spaces.
    if (/^(name|vendor|version|caption)(\s{2,}\w+)*\s*$/i.test(line)) continue;
    for (const cell of line.split(/\s{2,}/)) if (cell.trim()) values.add(cell.trim());
    values.add(line);
  }
  return [...values].filter((v) => v.length >= 2 && v.length <= 120);
}

/** How one identifier of a model matches a pasted value, and how sure that makes the shop. */
function identifierMatch(identifier: string, value: string): { confidence: number; matchedOn: string } | null {
  const id = normalizeCode(identifier);
  const v = normalizeCode(value);
  if (id.length < 3) return null;
  if (v === id) return { confidence: 0.97, matchedOn: identifier };
  // Lenovo machines report their machine type and model (20L5CTO1WW): the first four characters are the type.
  if (/^[0-9][0-9A-Z]{3}$/.test(id) && v.length >= 8 && v.length <= 10 && v.startsWith(id)) {
    return { confidence: 0.95, matchedOn: `machine type ${identifier}` };
  }
  // "HP EliteBook 840 G5" reports the name with its maker in front.
  const words = ` ${value.toUpperCase().replace(/\s+/g, ' ')} `;
  if (identifier.includes(' ') && words.includes(` ${identifier.toUpperCase()} `)) return { confidence: 0.9, matchedOn: identifier };
  return null;
}

/**
 * The laptop models a pasted command output names, best first (at most `limit`). A model scores
 * by its best identifier (or its family and model, e.g. "ThinkPad T480" as a DMI version); a
 * vendor line that names another maker halves the score.
 */
export function identifyLaptops<L extends IdentifiableLaptop>(text: string, laptops: L[], limit = 5): IdentifyMatch<L>[] {
  const values = pastedValues(text);
  const whole = values.join('\n');
  const vendors = Object.entries(VENDORS)
    .filter(([, re]) => re.test(whole))
    .map(([brand]) => brand);
  const matches: IdentifyMatch<L>[] = [];
  for (const laptop of laptops) {
    let best: { confidence: number; matchedOn: string } | null = null;
    const names = [...laptop.identifiers, `${laptop.family} ${laptop.model}`.trim()];
    for (const identifier of names) {
      for (const value of values) {
        const m = identifierMatch(identifier, value);
        if (m && (!best || m.confidence > best.confidence)) best = m;
      }
    }
    if (!best) continue;
    const otherMaker = vendors.length > 0 && !vendors.includes(laptop.brand);
    matches.push({ laptop, confidence: otherMaker ? best.confidence / 2 : best.confidence, matchedOn: best.matchedOn });
  }
  return matches.sort((a, b) => b.confidence - a.confidence || a.laptop.model.localeCompare(b.laptop.model)).slice(0, limit);
}
