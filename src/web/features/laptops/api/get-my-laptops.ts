import { useQuery } from '@tanstack/react-query';
import { getMyLaptopsQueryOptions } from '../../../lib/laptop/laptop-api';

/** GET /api/me/laptops (signed in): the saved models, newest first (the query lives in lib/laptop: the picker shows them too). */
export const useMyLaptops = () => useQuery(getMyLaptopsQueryOptions());
