import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxRate } from '../../../../shared/schemas/shipping';
import { api } from '../../../lib/api-client';
import { getTaxRatesQueryOptions } from './get-tax-rates';

/** PUT /api/admin/tax-rates/:country (admin): sets the country's rate, a fraction from 0 to 0.5. */
export const setTaxRate = ({ country, rate }: TaxRate): Promise<TaxRate> =>
  api.put<TaxRate>(`/admin/tax-rates/${encodeURIComponent(country)}`, { rate });

export function useSetTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTaxRate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getTaxRatesQueryOptions().queryKey }),
  });
}
