import { useMutation } from '@tanstack/react-query';
import type { PaymentResult, TestConfirmInput } from '../../../../shared/schemas/payment';
import { api } from '../../../lib/api-client';

/** POST /api/payments/test/confirm: the built-in test gateway charges the card (Stripe's test cards). */
export const confirmTestPayment = (input: TestConfirmInput) => api.post<PaymentResult>('/payments/test/confirm', input);

export const useConfirmTestPayment = () => useMutation({ mutationFn: confirmTestPayment });
