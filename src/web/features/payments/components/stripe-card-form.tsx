import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import type { CardFormProps } from './card-form-props';
import { PayButton, PaymentError } from './pay-button';

/** One Stripe.js load per publishable key. */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  if (!stripes.has(publishableKey)) stripes.set(publishableKey, loadStripe(publishableKey));
  return stripes.get(publishableKey)!;
}

/** Stripe's iframe cannot read the theme's CSS: hand it the page's current text colour. */
const cardStyle = () => ({
  base: { fontSize: '16px', color: getComputedStyle(document.body).color, '::placeholder': { color: '#8a8f98' } },
  invalid: { color: '#e5484d' },
});

function StripeForm({ clientSecret, billing, amountText, onPaid }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret) return;
    setBusy(true);
    setError(null);
    const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card, billing_details: billing } });
    setBusy(false);
    if (result.error) setError(result.error.message ?? 'The card payment failed.');
    else if (result.paymentIntent?.status === 'succeeded') onPaid(result.paymentIntent.id);
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" aria-label="Card payment">
      <div className="fieldset">
        <span className="fieldset-legend pb-1 pt-0 text-sm">Card</span>
        <div className="input w-full items-center">
          <CardElement className="w-full" options={{ style: cardStyle(), hidePostalCode: true }} />
        </div>
      </div>
      <PayButton disabled={!stripe || !elements || !clientSecret} busy={busy} amountText={amountText} />
      <PaymentError message={error} />
    </form>
  );
}

/** Stripe Elements card form; this file (and Stripe's code) loads only when the provider is Stripe. */
export default function StripeCardForm(props: CardFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(props.publishableKey)}>
      <StripeForm {...props} />
    </Elements>
  );
}
