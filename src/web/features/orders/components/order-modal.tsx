import { useEffect, useId, useRef } from 'react';
import { toast } from 'react-toastify';
import { messages } from '../../../../shared/messages';
import { OrderForm, type OrderableProduct } from './order-form';

interface Props {
  product: OrderableProduct;
  email: string;
  open: boolean;
  onClose: () => void;
  /** After a placed order, e.g. to refresh the shown stock. */
  onOrdered?: () => void;
}

/** The Order Now dialog: a native modal <dialog> (focus stays inside, Esc closes). */
export function OrderModal({ product, email, open, onClose, onOrdered }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const ordered = () => {
    toast.success(messages.orderAdded);
    onOrdered?.();
    onClose();
  };

  return (
    <dialog ref={ref} className="modal modal-bottom sm:modal-middle" aria-labelledby={titleId} onClose={onClose}>
      <div className="modal-box sm:max-w-lg">
        <h2 id={titleId} className="text-xl font-bold">
          Order {product.name}
        </h2>
        <p className="text-base-content/70 mb-2 text-sm">Pay by card from My Order once the order is placed.</p>
        {/* Mounted only while open, so every opening starts from a clean form. */}
        {open && <OrderForm product={product} email={email} onCancel={onClose} onOrdered={ordered} />}
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          Close
        </button>
      </form>
    </dialog>
  );
}
