import { useSyncExternalStore } from 'react';
import { isId } from '../../../../shared/ids';
import type { Laptop } from '../../../../shared/schemas/laptop';

/** Where the shopper's laptop is kept in the browser (enough to label it and to filter by it). */
export const SELECTED_LAPTOP_STORAGE_KEY = 'selectedLaptop';

export type SelectedLaptop = Pick<Laptop, '_id' | 'brand' | 'family' | 'model'>;

/** The stored laptop as this file writes it, or null (checked by hand: public pages load no zod). */
function toLaptop(value: unknown): SelectedLaptop | null {
  if (typeof value !== 'object' || value === null) return null;
  const { _id, brand, family, model } = value as Record<string, unknown>;
  if (!isId(_id) || typeof brand !== 'string' || typeof family !== 'string' || typeof model !== 'string') return null;
  return { _id, brand, family, model };
}

// The last snapshot, kept by its raw text so useSyncExternalStore gets the same object until the storage changes.
let cached: { raw: string | null; laptop: SelectedLaptop | null } = { raw: null, laptop: null };

function read(): SelectedLaptop | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SELECTED_LAPTOP_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === cached.raw) return cached.laptop;
  let laptop: SelectedLaptop | null = null;
  try {
    laptop = toLaptop(JSON.parse(raw ?? 'null'));
  } catch {
    // Unreadable text: no laptop selected.
  }
  cached = { raw, laptop };
  return laptop;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function write(laptop: SelectedLaptop | null) {
  try {
    if (laptop) {
      const { _id, brand, family, model } = laptop;
      localStorage.setItem(SELECTED_LAPTOP_STORAGE_KEY, JSON.stringify({ _id, brand, family, model }));
    } else localStorage.removeItem(SELECTED_LAPTOP_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the choice lasts as long as the page.
  }
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab chose a laptop (the storage event fires only in the other tabs).
  const onStorage = (e: StorageEvent) => {
    if (e.key === SELECTED_LAPTOP_STORAGE_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The shopper's laptop in localStorage: survives reloads, and every tab sees the same one. */
export const selectedLaptopStore = {
  get: read,
  set: (laptop: SelectedLaptop) => write(laptop),
  clear: () => write(null),
};

/** The selected laptop, re-rendering when it changes here or in another tab. */
export function useSelectedLaptopValue(): SelectedLaptop | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
