import { useEffect, useRef } from 'react';
import { useOpenUntilNavigation } from './use-open-until-navigation';

/** A menu opened by a button: closes on Escape (focus back on the button), outside click and navigation. */
export function useDisclosure() {
  const [open, setOpen] = useOpenUntilNavigation();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onFocus = (e: FocusEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, setOpen]);
  /** Closes it and gives the focus back to its button (after a choice was made in it). */
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return { open, toggle: () => setOpen((o) => !o), close, rootRef, buttonRef };
}
