import { useEffect, useEffectEvent, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 250;

/**
 * A search box bound to a value that lives elsewhere (the address): typing shows at once, and
 * `commit` runs with the trimmed text once the typing pauses for `delay` ms. When the value changes from outside (a link, the back
 * button, "Clear filters"), the box follows it; the box's own commits never overwrite newer typing.
 */
export function useDebouncedText(value: string, commit: (text: string) => void, delay = SEARCH_DEBOUNCE_MS) {
  const [draft, setDraft] = useState(value);
  const [previous, setPrevious] = useState(value);
  // What this box last asked for, to tell its own changes from changes made elsewhere.
  const [committed, setCommitted] = useState<string | null>(null);
  if (value !== previous) {
    setPrevious(value);
    setCommitted(null);
    if (value !== committed) setDraft(value);
  }
  const onCommit = useEffectEvent(commit);
  useEffect(() => {
    const text = draft.trim();
    if (text === value) return;
    const timer = window.setTimeout(() => {
      setCommitted(text);
      onCommit(text);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [draft, value, delay]);
  return [draft, setDraft] as const;
}
