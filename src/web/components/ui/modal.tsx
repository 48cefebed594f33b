import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

// Whole class names, so Tailwind finds every one in this file.
const WIDTHS = { md: 'sm:max-w-md', lg: 'sm:max-w-lg', '2xl': 'sm:max-w-2xl' } as const;

export type ModalWidth = keyof typeof WIDTHS;

interface ModalProps {
  open: boolean;
  /** The heading the dialog is named by. */
  title: ReactNode;
  /** Esc, the backdrop, or the dialog closed from inside. */
  onClose: () => void;
  /** The box's width from 640 px up (a bottom sheet below). */
  width?: ModalWidth;
  titleClassName?: string;
  children?: ReactNode;
  /** The buttons at the bottom (daisyUI's `modal-action`); a form inside draws its own. */
  actions?: ReactNode;
}

/**
 * The app's one dialog frame: a native modal <dialog> shown while `open` (the browser keeps the
 * focus inside, Esc closes, and the focus returns to the control that opened it), opening on its
 * first control, named by its title, a bottom sheet on small screens, and a backdrop that closes it.
 */
export function Modal({
  open,
  title,
  onClose,
  width = 'md',
  titleClassName = 'text-xl font-bold break-words',
  children,
  actions,
}: ModalProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  return (
    <dialog ref={ref} className="modal modal-bottom sm:modal-middle" aria-labelledby={titleId} onClose={onClose}>
      <div className={`modal-box ${WIDTHS[width]}`}>
        {/* Focused only while the content loads (see useModalDialog). */}
        <h2 id={titleId} className={titleClassName} tabIndex={-1} data-dialog-title>
          {title}
        </h2>
        {children}
        {actions && <div className="modal-action">{actions}</div>}
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          Close
        </button>
      </form>
    </dialog>
  );
}
