import { useEffect, useRef, useState } from 'react';

/**
 * True once the element came into view (then stays true); false on the server and while a page
 * hydrates. `options`: how much of it must show, or how far ahead of the screen it counts.
 */
export function useSeenOnce<T extends Element>(options: IntersectionObserverInit) {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  const { threshold, rootMargin } = options;
  useEffect(() => {
    const el = ref.current;
    if (!el || seen) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [seen, threshold, rootMargin]);
  return [ref, seen] as const;
}
