import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '../../shared/constants';

export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();
const darkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');

/** The saved choice, else what the system prefers (daisyUI follows it too while nothing is saved). */
function read(): Theme {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Storage is blocked: the system's preference decides.
  }
  if (saved === 'light' || saved === 'dark') return saved;
  return darkQuery()?.matches ? 'dark' : 'light';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // The system switched light/dark: followed while the shopper has chosen nothing.
  const onSystem = () => {
    document.documentElement.setAttribute('data-theme', read());
    listener();
  };
  const media = darkQuery();
  media?.addEventListener('change', onSystem);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', onSystem);
  };
}

/**
 * The light/dark theme, kept in localStorage. theme-init.js sets it on <html> before the first
 * paint, so the page never flashes; a server-rendered page hydrates as "light" and the toggle then
 * shows the real one (render never writes the attribute: only a toggle or the system does).
 */
export function useTheme() {
  const theme = useSyncExternalStore(subscribe, read, (): Theme => 'light');
  const toggle = () => {
    const next: Theme = read() === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Not remembered, but applied for this page.
    }
    document.documentElement.setAttribute('data-theme', next);
    for (const listener of listeners) listener();
  };
  return { theme, toggle };
}
