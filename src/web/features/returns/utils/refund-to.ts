import type { RefundDestination } from '../../../../shared/schemas/gift-card';

/** Where a return's refund may go, as the customer chooses it in the request form. */
export const REFUND_TO_CHOICES: Record<RefundDestination, string> = {
  original: 'The way I paid',
  store_credit: 'Store credit on my account',
};

/** The customer's choice, as their return shows it back to them. */
export const REFUND_TO_SHOWN: Record<RefundDestination, string> = {
  original: 'The way you paid',
  store_credit: 'Store credit on your account',
};
