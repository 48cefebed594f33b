import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button, type ButtonVariant } from './button';

interface DialogFormActionsProps {
  submitLabel: ReactNode;
  busy: boolean;
  /** The server's refusal, above the buttons. */
  error?: string;
  onCancel: () => void;
  /** "Cancel" unless told ("Back", "Keep order"). */
  cancelLabel?: string;
  submitVariant?: ButtonVariant;
  /** Spans both columns of a two-column form grid. */
  wide?: boolean;
}

/** The end of a dialog's form: the server's refusal in red, Cancel and the submit button (busy while it sends). */
export function DialogFormActions({
  submitLabel,
  busy,
  error,
  onCancel,
  cancelLabel = 'Cancel',
  submitVariant = 'primary',
  wide = true,
}: DialogFormActionsProps) {
  const span = wide ? 'sm:col-span-2' : '';
  return (
    <>
      {error && <Alert className={`mt-2 ${span}`}>{error}</Alert>}
      <div className={`modal-action ${span}`}>
        <Button variant="ghost" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant={submitVariant} busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
