import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FitmentDisagreementPage } from '../../../../shared/schemas/fitment-check';
import { api } from '../../../lib/api-client';
import { productKeys } from './product-keys';

export const FITMENT_CHECK_PAGE_SIZE = 20;

/** GET /api/admin/fitment/disagreements (fitment:write): listed fitment the fit rules say does not fit, a page at a time. */
export const getFitmentDisagreements = (page: number): Promise<FitmentDisagreementPage> =>
  api.get<FitmentDisagreementPage>(
    `/admin/fitment/disagreements?${new URLSearchParams({ page: String(page), limit: String(FITMENT_CHECK_PAGE_SIZE) })}`,
  );

/** Under `productKeys.all`: a product's fitment or attributes saved reads the list again. */
export const getFitmentDisagreementsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...productKeys.all, 'fitment-disagreements', page],
    queryFn: () => getFitmentDisagreements(page),
    placeholderData: keepPreviousData,
  });

export const useFitmentDisagreements = (page: number) => useQuery(getFitmentDisagreementsQueryOptions(page));
