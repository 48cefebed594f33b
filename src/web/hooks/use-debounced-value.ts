import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './use-debounced-text';

/** `value` once it has stopped changing for `delay` ms (a search box's text, before it is sent). */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
