import type { Order } from '../../../../shared/schemas/order';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useAccess } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useRevokeGuestLinks } from '../api/revoke-guest-links';
import { useSignOutOnAuthError } from '../hooks/use-sign-out-on-auth-error';

/** A guest order's "Revoke order links", for those who may cancel orders (orders:cancel, as the server checks). */
export function RevokeGuestLinksButton({ order, onRevoke }: { order: Order; onRevoke: (order: Order) => void }) {
  const { can } = useAccess();
  if (!order.guest || !can('orders:cancel')) return null;
  return (
    <Button size="sm" variant="error" outline className="mt-2 whitespace-nowrap" onClick={() => onRevoke(order)}>
      Revoke order links<span className="sr-only"> of order {order.orderNumber}</span>
    </Button>
  );
}

/** Asks before the links go; the server's refusal shows in the dialog (a 401 or 403 signs out, as on the rest of Manage Order). */
export function RevokeGuestLinksDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const revoke = useRevokeGuestLinks();
  useSignOutOnAuthError(revoke.error);
  return (
    <ConfirmDialog
      title={order ? `Revoke the links to order ${order.orderNumber}?` : null}
      body="The links to this order sent so far stop working. The customer can get a new one from Find my order."
      confirmLabel="Revoke links"
      onConfirm={() =>
        order
          ? revoke.mutateAsync(order._id).then(() => toast.success(`The links to order ${order.orderNumber} were revoked.`))
          : Promise.resolve()
      }
      onClose={onClose}
    />
  );
}
