import type { Product } from '../../../../shared/schemas/product';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface DeleteDialogProps {
  /** The product to delete; the dialog is open while one is set. */
  product: Product | null;
  onConfirm: (product: Product) => Promise<void>;
  onClose: () => void;
}

/** "Delete this product?": the ConfirmDialog, with what deleting does to a product customers have ordered. */
export function DeleteProductDialog({ product, onConfirm, onClose }: DeleteDialogProps) {
  return (
    <ConfirmDialog
      title={product ? `Delete “${product.name}”?` : null}
      body="It disappears from the shop. If customers have ordered it, it is archived instead: hidden from the shop but kept on their orders."
      confirmLabel="Delete"
      onConfirm={() => (product ? onConfirm(product) : Promise.resolve())}
      onClose={onClose}
      fallbackError="The product could not be deleted."
    />
  );
}
