import { useId } from 'react';
import { useModalDialog } from './use-modal-dialog';

interface FormDialogProps {
  /** Open while set. */
  title: string | null;
  onClose: () => void;
  /** The form; mounted only while open, so every opening starts clean. */
  children: React.ReactNode;
}

/** A native modal <dialog> around a form (focus stays inside, Esc closes); a bottom sheet on small screens. */
export function FormDialog({ title, onClose, children }: FormDialogProps) {
  const ref = useModalDialog(title !== null);
  const titleId = useId();
  return (
    <dialog ref={ref} className="modal modal-bottom sm:modal-middle" aria-labelledby={titleId} onClose={onClose}>
      <div className="modal-box sm:max-w-lg">
        <h2 id={titleId} className="mb-2 text-xl font-bold break-words">
          {title}
        </h2>
        {title !== null && children}
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          Close
        </button>
      </form>
    </dialog>
  );
}

interface ActionsProps {
  submitLabel: string;
  busy: boolean;
  /** The server's refusal, above the buttons. */
  error?: string;
  onCancel: () => void;
}

/** The end of a dialog's form: the server's refusal in red, Cancel and the submit button. */
export function DialogFormActions({ submitLabel, busy, error, onCancel }: ActionsProps) {
  return (
    <>
      {error && (
        <p role="alert" className="text-error mt-2 text-sm font-medium sm:col-span-2">
          {error}
        </p>
      )}
      <div className="modal-action sm:col-span-2">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {submitLabel}
        </button>
      </div>
    </>
  );
}
