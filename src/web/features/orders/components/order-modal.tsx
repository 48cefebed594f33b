import { useId } from 'react';
import { toast } from 'react-toastify';
import { messages } from '../../../../shared/messages';
import { OrderForm, type OrderableProduct } from './order-form';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';

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
  const ref = useModalDialog(open);
  const titleId = useId();

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
