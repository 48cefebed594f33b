import { useQuery } from '@tanstack/react-query';
import { getLaptopQueryOptions } from '../../../entities/laptop/api/laptop-api';

/** GET /api/laptops/:id (the query lives in entities/laptop: the catalog names its laptop filter with it too). */
export const useLaptop = (id: string) => useQuery(getLaptopQueryOptions(id));
