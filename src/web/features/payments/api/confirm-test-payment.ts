import { useMutation } from '@tanstack/react-query';
import { paymentResultSchema, type TestConfirmInput } from '../../../../shared/schemas/payment';
import { api } from '../../../lib/api-client';

/** POST /api/payments/test/confirm: the built-in test gateway charges the card (Stripe's test cards). */
export const confirmTestPayment = (input: TestConfirmInput) => api.post('/payments/test/confirm', paymentResultSchema, input);

export const useConfirmTestPayment = () => useMutation({ mutationFn: confirmTestPayment });
