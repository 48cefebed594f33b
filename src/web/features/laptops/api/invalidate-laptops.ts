import type { QueryClient } from '@tanstack/react-query';
import { getMyLaptopsQueryOptions, laptopKeys } from '../../../entities/laptop/api/laptop-api';

/** After an admin changes a model: every search and model page, and "My laptops" (which may hold it), are read again. */
export const invalidateLaptops = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: laptopKeys.all }),
    queryClient.invalidateQueries({ queryKey: getMyLaptopsQueryOptions().queryKey }),
  ]);
