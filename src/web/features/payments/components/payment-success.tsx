import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { paths } from '../../../config/paths';

/**
 * Shown right after a successful payment: the spec's text and the payment id. It replaces the card
 * form, so it takes the focus from the Pay button that went with it.
 */
export function PaymentSuccess({ paymentId }: { paymentId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="alert alert-success alert-soft flex flex-col items-start gap-2"
      data-testid="payment-success"
    >
      <p className="text-lg font-semibold">{messages.paymentCompleted}</p>
      <p className="break-all">
        Payment id:{' '}
        <span className="font-mono" data-testid="payment-id">
          {paymentId}
        </span>
      </p>
      <Link to={paths.dashboard.root.getHref()} className="btn btn-sm">
        Back to My Order
      </Link>
    </div>
  );
}
