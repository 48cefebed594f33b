import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';

/** The submit button of a card form: disabled until the provider and the client secret are ready. */
export function PayButton({ disabled, busy, amountText }: { disabled: boolean; busy: boolean; amountText: string }) {
  return (
    <Button type="submit" variant="primary" className="w-full" busy={busy || disabled}>
      {disabled ? 'Preparing payment…' : busy ? 'Paying…' : `Pay ${amountText}`}
    </Button>
  );
}

/** The provider's message, in red under the form. */
export function PaymentError({ message }: { message?: string | null }) {
  if (!message) return null;
  return <Alert data-testid="payment-error">{message}</Alert>;
}
