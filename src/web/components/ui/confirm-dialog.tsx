import { useState, type ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';

interface ConfirmDialogProps {
  /** Open while set: the question's title ("Delete this address?"). */
  title: string | null;
  body: string;
  confirmLabel: string;
  /** Runs the action; a rejection shows its message in the dialog, which stays open. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** Shown when the rejection has no message of its own. */
  fallbackError?: string;
  /** A field the action takes (a note for the person it concerns), under the body; it gets the focus first. */
  children?: ReactNode;
}

/** "Delete …?": a Modal whose Cancel (or its field) is focused first; the confirm button stays focusable while it works. */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  onConfirm,
  onClose,
  fallbackError = 'That did not work. Please try again.',
  children,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  // The last failure, kept with its question: each question asked starts without the last one's error.
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
      setFailure({ title, message: e instanceof Error ? e.message : fallbackError });
    } finally {
      setBusy(false);
    }
  };

  const actions = (
    <>
      <Button onClick={onClose} autoFocus>
        Cancel
      </Button>
      <Button variant="error" onClick={() => void confirm()} busy={busy} busyKeepsFocus>
        {confirmLabel}
      </Button>
    </>
  );
  return (
    <Modal open={title !== null} title={title} onClose={onClose} titleClassName="text-lg font-bold break-words" actions={actions}>
      <p className="text-base-content/80 mt-2 text-sm">{body}</p>
      {children}
      {error && <Alert className="mt-3">{error}</Alert>}
    </Modal>
  );
}
