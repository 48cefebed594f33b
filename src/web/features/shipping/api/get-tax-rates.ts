import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaxRate } from '../../../../shared/schemas/shipping';
import { api } from '../../../lib/api-client';

/** GET /api/admin/tax-rates (admin): a rate (a fraction: 0.19) per country; a country without one pays no tax. */
export const getTaxRates = (): Promise<TaxRate[]> => api.get<TaxRate[]>('/admin/tax-rates');

export const getTaxRatesQueryOptions = () => queryOptions({ queryKey: ['admin', 'tax-rates'], queryFn: getTaxRates });

export const useTaxRates = () => useQuery(getTaxRatesQueryOptions());
