import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '../../../../shared/schemas/payment';
import { api } from '../../../lib/api-client';

/** GET /api/payments/config: which card provider runs ('test' or 'stripe') and its publishable key. */
export const getPaymentConfig = (): Promise<PaymentConfig> => api.get<PaymentConfig>('/payments/config');

export const getPaymentConfigQueryOptions = () =>
  queryOptions({ queryKey: ['payments', 'config'], queryFn: getPaymentConfig, staleTime: Infinity });

export const usePaymentConfig = () => useQuery(getPaymentConfigQueryOptions());
