import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientSecretSchema } from '../../../../shared/schemas/payment';
import { api } from '../../../lib/api-client';

/**
 * POST /api/create-payment-intent: the client secret for paying one order. The server
 * answers the same open intent when asked again, so it is read like a query.
 */
export const createPaymentIntent = (orderId: string) =>
  api.post('/create-payment-intent', clientSecretSchema, { orderId });

export const getPaymentIntentQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['payments', 'intent', orderId],
    queryFn: () => createPaymentIntent(orderId),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const usePaymentIntent = (orderId: string, enabled: boolean) =>
  useQuery({ ...getPaymentIntentQueryOptions(orderId), enabled });
