import { useId, useState } from 'react';
import type { Product } from '../../../../shared/schemas/product';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';

interface DeleteDialogProps {
  /** The product to delete; the dialog is open while one is set. */
  product: Product | null;
  onConfirm: (product: Product) => Promise<void>;
  onClose: () => void;
}

/** "Delete this product?": a native modal dialog (focus stays inside, Esc cancels). */
export function DeleteProductDialog({ product, onConfirm, onClose }: DeleteDialogProps) {
  const ref = useModalDialog(product !== null);
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  // The last failure, kept with its product: each product asked about starts without the last one's error.
  const [failure, setFailure] = useState<{ product: Product; message: string } | null>(null);
  const error = failure && failure.product === product ? failure.message : null;

  const confirm = async () => {
    if (!product || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(product);
    } catch (e) {
      setFailure({ product, message: e instanceof Error ? e.message : 'The product could not be deleted.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog ref={ref} className="modal modal-bottom sm:modal-middle" aria-labelledby={titleId} onClose={onClose}>
      <div className="modal-box sm:max-w-md">
        <h2 id={titleId} className="text-lg font-bold break-words">
          Delete “{product?.name}”?
        </h2>
        <p className="text-base-content/80 mt-2 text-sm">
          It disappears from the shop. If customers have ordered it, it is archived instead: hidden from the shop but kept on their orders.
        </p>
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
            Delete
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
