import { useId, useState } from 'react';
import { useModalDialog } from './use-modal-dialog';

interface ConfirmDialogProps {
  /** Open while set: the question's title ("Delete this address?"). */
  title: string | null;
  body: string;
  confirmLabel: string;
  /** Runs the action; a rejection shows its message in the dialog, which stays open. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** "Delete …?": a native modal dialog (focus stays inside, Esc and Cancel close it, Cancel is focused first). */
export function ConfirmDialog({ title, body, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const ref = useModalDialog(title !== null);
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const error = failure && failure.title === title ? failure.message : null;

  const confirm = async () => {
    if (title === null || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      onClose();
    } catch (e) {
      setFailure({ title, message: e instanceof Error ? e.message : 'That did not work. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog ref={ref} className="modal modal-bottom sm:modal-middle" aria-labelledby={titleId} onClose={onClose}>
      <div className="modal-box sm:max-w-md">
        <h2 id={titleId} className="text-lg font-bold break-words">
          {title}
        </h2>
        <p className="text-base-content/80 mt-2 text-sm">{body}</p>
        {error && (
          <p role="alert" className="text-error mt-3 text-sm font-medium">
            {error}
          </p>
        )}
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose} autoFocus>
            Cancel
          </button>
          <button type="button" className="btn btn-error" onClick={() => void confirm()} aria-disabled={busy || undefined}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {confirmLabel}
          </button>
        </div>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          Close
        </button>
      </form>
    </dialog>
  );
}
