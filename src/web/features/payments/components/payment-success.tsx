import { messages } from '../../../../shared/messages';
import { Spinner } from '../../../components/ui/spinner';

interface Props {
  /** The provider's payment id: the order's transaction id, or the one the card form just got. */
  paymentId: string | null;
  /** Paid at the provider, but its confirmation (Stripe's webhook) has not reached the shop yet. */
  confirming?: boolean;
}

/**
 * The payment's outcome on the order confirmation: the spec's 'your payment is completed' and the
 * payment id, or, while the provider's confirmation is on its way, that it is being confirmed.
 * A status region, so the change from one to the other is read out.
 */
export function PaymentSuccess({ paymentId, confirming = false }: Props) {
  const id = paymentId && (
    <p className="break-all">
      Payment id:{' '}
      <span className="font-mono" data-testid="payment-id">
        {paymentId}
      </span>
    </p>
  );
  return (
    <div
      role="status"
      className={`alert ${confirming ? 'alert-info' : 'alert-success'} alert-soft flex flex-col items-start gap-1`}
      data-testid={confirming ? 'payment-confirming' : 'payment-success'}
    >
      {confirming ? (
        <p className="flex items-center gap-2 font-semibold">
          <Spinner size="sm" />
          Your card payment is being confirmed by the payment provider. This page updates by itself.
        </p>
      ) : (
        <p className="text-lg font-semibold">{messages.paymentCompleted}</p>
      )}
      {id}
    </div>
  );
}
