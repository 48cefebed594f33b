import type { Order } from '../../../../shared/schemas/order';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOrderReturns } from '../hooks/use-order-returns';
import { returnableQuantities } from '../utils/returnable-quantities';
import { ReturnRequestForm } from './return-request-form';

interface Props {
  /** Open while set: the delivered order whose parts go back. */
  order: Order | null;
  onClose: () => void;
  /** After a request (or a refusal): the page refreshes the order (its queries belong to the orders feature). */
  onChanged?: (orderId: string) => unknown;
  /** Whether the shop lets customers take the refund as store credit (the form then asks where it goes). */
  offerStoreCredit?: boolean;
  /** A guest's order: its returns are read and asked for through the order link's token. */
  guestToken?: string;
}

/** Reads the order's returns first: what they already hold cannot be asked for again. */
function ReturnRequest({ order, onClose, onChanged, offerStoreCredit, guestToken }: Props & { order: Order }) {
  const returns = useOrderReturns(order._id, guestToken);
  if (returns.error) return <ErrorState message={returns.error.message} onRetry={returns.refetch} />;
  if (!returns.items) return <Skeleton className="h-40 w-full" />;
  return (
    <>
      <p className="text-base-content/80 mb-2 text-sm">
        Choose the parts and how many of each. Once we approve the return, this page shows where to send them.
      </p>
      <ReturnRequestForm
        orderId={order._id}
        lines={order.lines}
        left={returnableQuantities(order.lines, returns.items)}
        onClose={onClose}
        onChanged={onChanged}
        offerStoreCredit={offerStoreCredit}
        guestToken={guestToken}
      />
    </>
  );
}

/** My Order's "Return items" dialog (native modal <dialog>: focus stays inside, Esc closes, focus returns to the button). */
export function ReturnRequestDialog({ order, ...props }: Props) {
  return (
    <FormDialog title={order ? `Return items from ${order.orderName}` : null} onClose={props.onClose}>
      {order && <ReturnRequest key={order._id} order={order} {...props} />}
    </FormDialog>
  );
}
