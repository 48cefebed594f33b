/** The submit button of a card form: disabled until the provider and the client secret are ready. */
export function PayButton({ disabled, busy, amountText }: { disabled: boolean; busy: boolean; amountText: string }) {
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={disabled || busy}>
      {(busy || disabled) && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {disabled ? 'Preparing payment…' : busy ? 'Paying…' : `Pay ${amountText}`}
    </button>
  );
}

/** The provider's message, in red under the form. */
export function PaymentError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-error font-medium" data-testid="payment-error">
      {message}
    </p>
  );
}
