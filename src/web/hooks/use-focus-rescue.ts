import { useEffect } from 'react';

/** Marks an element focus may land on when the control inside it goes (a table row, a card: give it tabIndex={-1} too). */
export const FOCUS_LANDING = 'data-focus-landing';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const shown = (el: Element) => (el.checkVisibility ? el.checkVisibility({ visibilityProperty: true }) : el.getClientRects().length > 0);
/** Focus is on <body>, or still on a control no longer shown (in a dialog just closed, before the browser moves it). */
const lost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || !shown(active);
};

/** A radio group is reached at its chosen radio, as Tab does. */
function chosenRadio(el: HTMLElement, scope: Element): HTMLElement {
  if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || el.checked || !el.name) return el;
  return scope.querySelector<HTMLElement>(`input[type="radio"][name="${CSS.escape(el.name)}"]:checked`) ?? el;
}

/** The first control in `scope` a keyboard reaches (shown, not inside a closed dialog). */
export function firstTabbable(scope: Element): HTMLElement | null {
  for (const el of scope.querySelectorAll<HTMLElement>(TABBABLE)) if (el.tabIndex >= 0 && shown(el)) return chosenRadio(el, scope);
  return null;
}

/** The landing in `scope`, or its first control. */
const landingIn = (scope: Element) => (scope instanceof HTMLElement && scope.hasAttribute(FOCUS_LANDING) ? scope : firstTabbable(scope));

/** A focused control and its ancestors, taken while it is on the page. */
export interface FocusSnapshot {
  el: HTMLElement;
  ancestors: Element[];
}

export function focusSnapshot(el: Element | null): FocusSnapshot | null {
  if (!(el instanceof HTMLElement) || el === document.body) return null;
  const ancestors: Element[] = [];
  for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) ancestors.push(a);
  return { el, ancestors };
}

/**
 * Focus back on the control of `snap` when it is on the page and usable; when it is gone, on the
 * nearest of its former ancestors still there: that one if it is a landing, else its first control.
 * Only while the focus is lost (on <body>).
 */
export function refocusNear({ el, ancestors }: FocusSnapshot) {
  if (!lost()) return;
  if (el.isConnected) {
    if (!el.matches(':disabled') && shown(el)) el.focus();
    return;
  }
  for (const ancestor of ancestors) {
    if (!ancestor.isConnected) continue;
    const target = landingIn(ancestor);
    if (target) return void target.focus();
  }
}

/**
 * Keeps keyboard focus from falling back to the top of the page when the focused control goes away
 * (a row's button replaced by what it did, a removed line, a button disabled while it works). When
 * focus has dropped to <body> on the same page:
 * - a control only disabled for a while gets it back once it is enabled again;
 * - a removed one hands it to the nearest of its former ancestors still on the page: that one if it
 *   is a landing (FOCUS_LANDING, e.g. the updated row), else its first control (the next one).
 * A screen that knows better moves focus itself; this is the net under every other action.
 */
export function useFocusRescue() {
  useEffect(() => {
    let last: (FocusSnapshot & { path: string }) | null = null;

    const onFocusIn = (e: FocusEvent) => {
      const snap = focusSnapshot(e.target as Element | null);
      if (snap) last = { ...snap, path: location.pathname };
    };

    // Focus moved away on purpose (a click on the page, Tab out of the window): nothing to rescue.
    const onFocusOut = (e: FocusEvent) => {
      const el = e.target;
      queueMicrotask(() => {
        if (last?.el === el && last.el.isConnected && !last.el.matches(':disabled')) last = null;
      });
    };

    const rescue = () => {
      if (!last || !lost()) return;
      // Another page: where focus starts is the page's business.
      if (last.path !== location.pathname) return void (last = null);
      refocusNear(last);
    };

    const observer = new MutationObserver(rescue);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
}
