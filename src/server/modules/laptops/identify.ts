import { normalizeCode } from '../../../shared/schemas/laptop.js';

/** What identifying needs of a laptop model. */
export interface IdentifiableLaptop {
  id: string;
  brand: string;
  family: string;
  model: string;
  identifiers: string[];
  /** The identifiers normalised (normalizeCode) when the model was written, in the same order. */
  identifiersNorm: string[];
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
 * Distinct values read from one paste at most; the rest of the text is not read. The outputs the
 * page asks for hold a few dozen (a whole `dmidecode` dump a few hundred, its System Information
 * near the top); the cap bounds what a hostile paste of thousands of short lines costs.
 */
export const IDENTIFY_MAX_VALUES = 500;

/**
 * The values a pasted output holds, secrets removed: each `Key: value` line's value, each column
 * of a wmic table row, and each bare line (sysfs files print just the value). The first `max`
 * distinct values of 2 to 120 characters, in the order they appear.
 */
export function pastedValues(text: string, max = IDENTIFY_MAX_VALUES): string[] {
  const values = new Set<string>();
  const add = (value: string) => {
    if (values.size < max && value.length >= 2 && value.length <= 120) values.add(value);
  };
  for (const raw of text.split(/\r?\n/)) {
    if (values.size >= max) break;
    const line = raw.replace(UUID, ' ').trim();
    if (!line || SECRET_LINE.test(line)) continue;
    const keyed = /^[^:]{1,40}:\s*(.+)$/.exec(line);
    if (keyed) {
      add(keyed[1]!.trim());
      continue;
    }
    // A wmic table's header names the columns; its rows are values separated by 2+ spaces.
    if (/^(name|vendor|version|caption)(\s{2,}\w+)*\s*$/i.test(line)) continue;
    for (const cell of line.split(/\s{2,}/)) if (cell.trim()) add(cell.trim());
    add(line);
  }
  return [...values];
}

/** One name of a model (an identifier, or its family and model) under one of the index's keys. */
interface Entry<L> {
  laptop: L;
  /** The name as written (what `matchedOn` shows). */
  name: string;
  /** Its place among the model's names: of two that match as well, the first is the one shown. */
  rank: number;
  /** The model's place in the list the index was built from: equal matches keep that order. */
  order: number;
}

/**
 * Every model's names by the keys a pasted value is looked up with: built once from the models
 * (identifiersNorm was normalised when each model was written), then each value costs a few map
 * lookups however many models there are.
 */
export interface IdentifyIndex<L extends IdentifiableLaptop> {
  /** Normalised name (normalizeCode) → its models: a value that normalises the same (0.97). */
  exact: Map<string, Entry<L>[]>;
  /** A Lenovo machine type (20L5) → its models: a value of 8 to 10 characters that starts with it (0.95). */
  machineTypes: Map<string, Entry<L>[]>;
  /** A name of several words, upper case ("ELITEBOOK 840 G5") → its models: a value holding those words (0.9). */
  phrases: Map<string, Entry<L>[]>;
  /** The most words a phrase has: longer runs of a value's words are not looked up. */
  longestPhrase: number;
}

/** Lenovo machines report their machine type and model (20L5CTO1WW): the first four characters are the type. */
const MACHINE_TYPE = /^[0-9][0-9A-Z]{3}$/;
/** Words separated by one space: the only names a value's words (one space apart) can hold. */
const PHRASE = /^\S+( \S+)+$/;

/** The index of `laptops` (see IdentifyIndex); a name that normalises to fewer than 3 characters matches nothing. */
export function identifyIndex<L extends IdentifiableLaptop>(laptops: L[]): IdentifyIndex<L> {
  const index: IdentifyIndex<L> = { exact: new Map(), machineTypes: new Map(), phrases: new Map(), longestPhrase: 0 };
  const add = (map: Map<string, Entry<L>[]>, key: string, entry: Entry<L>) => {
    const list = map.get(key);
    if (list) list.push(entry);
    else map.set(key, [entry]);
  };
  laptops.forEach((laptop, order) => {
    const label = `${laptop.family} ${laptop.model}`.trim();
    const names = [
      ...laptop.identifiers.map((name, i) => ({ name, norm: laptop.identifiersNorm[i] ?? normalizeCode(name) })),
      { name: label, norm: normalizeCode(label) },
    ];
    names.forEach(({ name, norm }, rank) => {
      if (norm.length < 3) return;
      const entry = { laptop, name, rank, order };
      add(index.exact, norm, entry);
      if (MACHINE_TYPE.test(norm)) add(index.machineTypes, norm, entry);
      const phrase = name.toUpperCase();
      if (PHRASE.test(phrase)) {
        add(index.phrases, phrase, entry);
        index.longestPhrase = Math.max(index.longestPhrase, phrase.split(' ').length);
      }
    });
  });
  return index;
}

type Best<L> = Map<L, { confidence: number; rank: number; order: number; matchedOn: string }>;

/** Keeps a model's best match: the highest confidence, then its first name. */
function score<L>(best: Best<L>, entries: Entry<L>[] | undefined, confidence: number, machineType = false) {
  for (const { laptop, name, rank, order } of entries ?? []) {
    const held = best.get(laptop);
    if (held && (held.confidence > confidence || (held.confidence === confidence && held.rank <= rank))) continue;
    best.set(laptop, { confidence, rank, order, matchedOn: machineType ? `machine type ${name}` : name });
  }
}

/**
 * The laptop models a pasted command output names, best first (at most `limit`). A model scores
 * by its best identifier (or its family and model, e.g. "ThinkPad T480" as a DMI version); a
 * vendor line that names another maker halves the score. Each value is looked up in the index:
 * normalised whole, its first four characters as a machine type, and its runs of words as names.
 */
export function identifyLaptops<L extends IdentifiableLaptop>(text: string, index: IdentifyIndex<L>, limit = 5): IdentifyMatch<L>[] {
  const values = pastedValues(text);
  const whole = values.join('\n');
  const vendors = Object.entries(VENDORS)
    .filter(([, re]) => re.test(whole))
    .map(([brand]) => brand);
  const best: Best<L> = new Map();
  for (const value of values) {
    const norm = normalizeCode(value);
    score(best, index.exact.get(norm), 0.97);
    if (norm.length >= 8 && norm.length <= 10) score(best, index.machineTypes.get(norm.slice(0, 4)), 0.95, true);
    // "HP EliteBook 840 G5" reports the name with its maker in front: every run of 2+ words, up to the longest name.
    const words = value.toUpperCase().split(/\s+/);
    for (let i = 0; i < words.length - 1; i++) {
      let phrase = words[i]!;
      for (let j = i + 1; j < words.length && j - i < index.longestPhrase; j++) {
        phrase += ` ${words[j]}`;
        score(best, index.phrases.get(phrase), 0.9);
      }
    }
  }
  const matches = [...best].map(([laptop, { confidence, order, matchedOn }]) => {
    const otherMaker = vendors.length > 0 && !vendors.includes(laptop.brand);
    return { laptop, confidence: otherMaker ? confidence / 2 : confidence, matchedOn, order };
  });
  return matches
    .sort((a, b) => b.confidence - a.confidence || a.laptop.model.localeCompare(b.laptop.model) || a.order - b.order)
    .slice(0, limit)
    .map(({ order: _order, ...match }) => match);
}
