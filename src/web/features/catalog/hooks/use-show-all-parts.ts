import { useCallback, useSyncExternalStore } from 'react';

/** Where /service remembers that the shopper turned "Only parts that fit" off (every tab alike). */
export const SHOW_ALL_PARTS_STORAGE_KEY = 'catalogShowAllParts';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(SHOW_ALL_PARTS_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

function write(showAll: boolean) {
  try {
    if (showAll) localStorage.setItem(SHOW_ALL_PARTS_STORAGE_KEY, '1');
    else localStorage.removeItem(SHOW_ALL_PARTS_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the choice lasts as long as the page.
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === SHOW_ALL_PARTS_STORAGE_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Whether /service lists every part although a laptop is selected (the shopper turned "Only parts
 * that fit" off): kept in localStorage, so it holds across visits. The server renders as if it
 * were off (it knows no laptop either), so hydration matches and the browser's value follows.
 */
export function useShowAllParts(): [boolean, (showAll: boolean) => void] {
  const showAll = useSyncExternalStore(subscribe, read, () => false);
  return [showAll, useCallback((next: boolean) => write(next), [])];
}
