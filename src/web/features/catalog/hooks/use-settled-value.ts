import { useState } from 'react';

/**
 * `value` while `settled`, else the last value seen settled: e.g. the search that the results on
 * screen belong to, while the results of a newer search are still loading. Compared by `key`.
 */
export function useSettledValue<T>(value: T, key: string, settled: boolean): T {
  const [kept, setKept] = useState({ value, key });
  if (settled && kept.key !== key) setKept({ value, key });
  return settled ? value : kept.value;
}
