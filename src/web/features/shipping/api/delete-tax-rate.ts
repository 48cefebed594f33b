import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteResult } from '../../../../shared/schemas/order';
import { api } from '../../../lib/api-client';
import { getTaxRatesQueryOptions } from './get-tax-rates';

/** DELETE /api/admin/tax-rates/:country (admin): the country pays no tax from now on. */
export const deleteTaxRate = (country: string) => api.delete<DeleteResult>(`/admin/tax-rates/${encodeURIComponent(country)}`);

export function useDeleteTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTaxRate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getTaxRatesQueryOptions().queryKey }),
  });
}
