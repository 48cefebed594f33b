import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * Toasts, with react-toastify loaded on the first one: no page needs it before somebody acts, so
 * it stays out of the JavaScript a page loads up front. A toast asked for before the container
 * mounts waits in react-toastify's queue.
 */
type Kind = 'success' | 'error' | 'info';

let wanted = false;
const listeners = new Set<() => void>();
const load = () => import('react-toastify');

function show(kind: Kind) {
  return (message: ReactNode) => {
    if (!wanted) {
      wanted = true;
      for (const listener of listeners) listener();
    }
    void load().then(({ toast }) => toast[kind](message));
  };
}

export const toast = { success: show('success'), error: show('error'), info: show('info') };

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a toast was asked for, so the layout mounts the container (never on the server). */
export const useToastsWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
