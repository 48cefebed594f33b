import { useQuery } from '@tanstack/react-query';
import { getLaptopQueryOptions } from '../../../lib/laptop/laptop-api';

/** GET /api/laptops/:id (the query lives in lib/laptop: the catalog names its laptop filter with it too). */
export const useLaptop = (id: string) => useQuery(getLaptopQueryOptions(id));
