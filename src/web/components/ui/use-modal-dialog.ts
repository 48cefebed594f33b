import { useEffect, useRef } from 'react';
import { firstTabbable, focusSnapshot, refocusNear } from '../../hooks/use-focus-rescue';

/**
 * Puts the focus on the dialog's first real control (not the backdrop's Close): at once, or, while
 * its content is still loading, on the title until the first control shows up.
 */
function focusFirstControl(dialog: HTMLDialogElement): () => void {
  const box = dialog.querySelector('.modal-box');
  const title = box?.querySelector<HTMLElement>('[data-dialog-title]');
  if (!box) return () => {};
  const settled = () => {
    const active = document.activeElement;
    if (active && active !== title && box.contains(active)) return true;
    // Focus left the dialog's content on purpose (a click on the backdrop): leave it there.
    if (active && active !== title && active !== dialog && dialog.contains(active) && !active.closest('.modal-backdrop')) return true;
    const first = firstTabbable(box);
    if (first) first.focus();
    else title?.focus();
    return Boolean(first);
  };
  if (settled()) return () => {};
  const observer = new MutationObserver(() => settled() && observer.disconnect());
  observer.observe(box, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
  return () => observer.disconnect();
}

/**
 * Keeps a native <dialog> shown as a modal (focus stays inside, Esc closes) while `open` is true,
 * and closed otherwise; it opens on its first real control. Closed, the browser gives the focus back
 * to the control that opened it; when what the dialog did took that control away (Make Admin's
 * button becomes a badge), to the nearest place it was in (the row). Attach the returned ref to the <dialog>.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = dialog.open ? null : focusSnapshot(document.activeElement);
    if (!dialog.open) dialog.showModal();
    const stopFocusing = focusFirstControl(dialog);
    const onClosed = () => opener && window.setTimeout(() => refocusNear(opener));
    dialog.addEventListener('close', onClosed);
    return () => {
      stopFocusing();
      dialog.removeEventListener('close', onClosed);
      if (dialog.open) {
        dialog.close();
        onClosed();
      }
    };
  }, [open]);
  return ref;
}
