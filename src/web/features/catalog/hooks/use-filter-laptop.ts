import { useQuery } from '@tanstack/react-query';
import { laptopLabel } from '../../../../shared/laptop-names';
import { getLaptopQueryOptions } from '../../../entities/laptop/api/laptop-api';
import { useSelectedLaptop } from '../../../entities/laptop/model/use-selected-laptop';

/**
 * The laptop the catalog is limited to (`?laptop=`), named: the shopper's own when it is theirs,
 * else read from the shop (a link from a laptop's page). Null when the list is not limited.
 */
export function useFilterLaptopLabel(laptopId: string): string | null {
  const { laptop } = useSelectedLaptop();
  const own = laptop && laptop._id === laptopId;
  const other = useQuery({ ...getLaptopQueryOptions(laptopId), enabled: Boolean(laptopId) && !own });
  if (!laptopId) return null;
  if (own) return laptopLabel(laptop);
  return other.data ? laptopLabel(other.data) : 'the chosen laptop';
}
