import { useQuery } from '@tanstack/react-query';
import { getMyLaptopsQueryOptions } from '../../../entities/laptop/api/laptop-api';

/** GET /api/me/laptops (signed in): the saved models, newest first (the query lives in entities/laptop: the picker shows them too). */
export const useMyLaptops = () => useQuery(getMyLaptopsQueryOptions());
