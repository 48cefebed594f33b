import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Location } from 'react-router';

const elsewhere = (from: Location, to: Location) => from.pathname !== to.pathname || from.search !== to.search;

/**
 * Asks before a form with unsaved edits is left: a move inside the app (a link, Back) is held while
 * `asking` (show the kit's LeaveDialog with `stay` and `leave`), and closing or reloading the tab gets
 * the browser's own question. `release()` lets the next move through: call it right before going
 * away after a save (the form is clean then, but this render still holds the old `dirty`).
 */
export function useLeaveGuard(dirty: boolean) {
  const released = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !released.current && elsewhere(currentLocation, nextLocation));
  useEffect(() => {
    if (!dirty) return;
    released.current = false;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  // Only while asking: the dialog's close event may come after the answer (then the blocker has moved on).
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
  };
  const leave = () => {
    if (blocker.state === 'blocked') blocker.proceed();
  };
  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { asking: blocker.state === 'blocked', stay, leave, release };
}
