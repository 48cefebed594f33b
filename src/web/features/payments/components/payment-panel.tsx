import { lazy, Suspense } from 'react';
import { formatPrice } from '../../../../shared/money';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { usePaymentIntent } from '../api/create-payment-intent';
import { usePaymentConfig } from '../api/get-payment-config';
import { TestCardForm } from './test-card-form';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

interface Props {
  /** `amountDue`: what the card pays (the total less what gift cards and store credit paid). */
  order: { _id: string; orderName: string; userEmail: string; amountDue: number };
  onPaid: (paymentId: string) => void;
  /** A guest's order: its intent is asked for through the order's link (no session). */
  guestToken?: string;
}

/** Card payment for one unpaid order, with whichever provider the server runs. */
export function PaymentPanel({ order, onPaid, guestToken }: Props) {
  const config = usePaymentConfig();
  const intent = usePaymentIntent(order._id, guestToken);

  if (config.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner size={40} label="Preparing the payment" />
      </div>
    );
  }
  if (config.isError) return <ErrorState message={config.error.message} onRetry={() => void config.refetch()} />;
  if (intent.error) return <ErrorState message={intent.error.message} onRetry={intent.retry} />;

  const props = {
    clientSecret: intent.clientSecret,
    billing: { name: order.orderName, email: order.userEmail },
    amountText: formatPrice(order.amountDue, config.data.currency.toUpperCase()),
    onPaid,
  };
  if (config.data.provider === 'stripe' && config.data.publishableKey) {
    return (
      <Suspense
        fallback={
          <div className="flex justify-center py-10">
            <Spinner size={40} label="Loading the card form" />
          </div>
        }
      >
        <StripeCardForm {...props} publishableKey={config.data.publishableKey} />
      </Suspense>
    );
  }
  return <TestCardForm {...props} />;
}
