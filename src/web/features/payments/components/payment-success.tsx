import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { paths } from '../../../config/paths';

/** Shown right after a successful payment: the spec's text and the payment id. */
export function PaymentSuccess({ paymentId }: { paymentId: string }) {
  return (
    <div role="status" className="alert alert-success alert-soft flex flex-col items-start gap-2" data-testid="payment-success">
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
