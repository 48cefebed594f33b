import { useSyncExternalStore } from 'react';
import { CART_MAX_LINES, CART_MAX_QUANTITY } from '../../../../shared/constants';
import { isId } from '../../../../shared/ids';

/** Where a guest's cart is kept in the browser (productId and quantity only: prices come from the shop). */
export const GUEST_CART_STORAGE_KEY = 'guestCart';

export interface GuestLine {
  productId: string;
  quantity: number;
  /** The laptop the part was added for (it reaches the order line after the merge at sign-in). */
  laptopId?: string;
}

/** One stored line as this file writes it, or null (checked by hand: public pages load no zod). */
function toLine(value: unknown): GuestLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const { productId, quantity, laptopId } = value as Record<string, unknown>;
  const quantityOk = typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1 && quantity <= CART_MAX_QUANTITY;
  if (!isId(productId) || !quantityOk || (laptopId !== undefined && !isId(laptopId))) return null;
  return laptopId === undefined ? { productId, quantity } : { productId, quantity, laptopId };
}

const EMPTY: GuestLine[] = [];
// The last snapshot, kept by its raw text so useSyncExternalStore gets the same array until the storage changes.
let cached: { raw: string | null; lines: GuestLine[] } = { raw: null, lines: EMPTY };

function read(): GuestLine[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(GUEST_CART_STORAGE_KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cached.raw) return cached.lines;
  let lines = EMPTY;
  try {
    const stored: unknown = JSON.parse(raw ?? '[]');
    const parsed = Array.isArray(stored) ? stored.map(toLine) : null;
    // Anything but a list of our lines: an empty cart.
    if (parsed?.every((line): line is GuestLine => line !== null)) lines = parsed.slice(0, CART_MAX_LINES);
  } catch {
    // Unreadable text: an empty cart.
  }
  cached = { raw, lines };
  return lines;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function write(lines: GuestLine[]) {
  try {
    if (lines.length === 0) localStorage.removeItem(GUEST_CART_STORAGE_KEY);
    else localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // Storage full or blocked: the cart lasts as long as the page.
  }
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the cart (the storage event fires only in the other tabs).
  const onStorage = (e: StorageEvent) => {
    if (e.key === GUEST_CART_STORAGE_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A guest's cart in localStorage: survives reloads, and every tab sees the same one. */
export const guestCart = {
  lines: read,
  /** Sets a line's quantity (0 removes it), and its laptop when given (else the line keeps its own). */
  set(productId: string, quantity: number, laptopId?: string) {
    const lines = read();
    const rest = lines.filter((l) => l.productId !== productId);
    if (quantity <= 0) return write(rest);
    const next = lines.some((l) => l.productId === productId)
      ? lines.map((l) => (l.productId === productId ? { ...l, quantity, ...(laptopId ? { laptopId } : {}) } : l))
      : [...rest, { productId, quantity, ...(laptopId ? { laptopId } : {}) }];
    write(next);
  },
  clear: () => write(EMPTY),
};

/** The guest cart's lines, re-rendering when they change here or in another tab. */
export function useGuestLines(): GuestLine[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
