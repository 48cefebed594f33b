/** What every card form gets from the payment panel. */
export interface CardFormProps {
  /** Undefined until the server has answered the payment intent: the pay button stays disabled. */
  clientSecret?: string;
  billing: { name: string; email: string };
  amountText: string;
  onPaid: (paymentId: string) => void;
}
