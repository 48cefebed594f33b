import { useQuery } from '@tanstack/react-query';
import type { Laptop } from '../../../../shared/schemas/laptop';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useAuth } from '../../../lib/auth';
import { getLaptopSearchQueryOptions, getMyLaptopsQueryOptions } from '../api/laptop-api';

export interface OptionGroup {
  label: string;
  laptops: Laptop[];
}

export interface LaptopOptions {
  groups: OptionGroup[];
  /** Every option in the order the arrow keys walk them. */
  flat: Laptop[];
  isFetching: boolean;
  error: Error | null;
}

/**
 * The options for what is typed: the best matches. With nothing typed and `browse` (the navbar's
 * picker), "My laptops" (signed in) and then the newest models; without `browse`, none.
 */
export function useLaptopOptions(text: string, browse = true): LaptopOptions {
  const { user } = useAuth();
  const search = useDebouncedValue(text.trim());
  const results = useQuery({ ...getLaptopSearchQueryOptions(search), enabled: browse || search !== '' });
  const mine = useQuery({ ...getMyLaptopsQueryOptions(), enabled: browse && Boolean(user) });
  const found = results.data ?? [];
  // Without browse an emptied box shows nothing at once (not the last matches until the debounce ends).
  const idle = !browse && text.trim() === '';
  let groups: OptionGroup[];
  if (idle || (!browse && search === '')) {
    groups = [];
  } else if (search === '') {
    const saved = user ? (mine.data ?? []) : [];
    const savedIds = new Set(saved.map((l) => l._id));
    groups = [
      { label: 'My laptops', laptops: saved },
      { label: 'Newest models', laptops: found.filter((l) => !savedIds.has(l._id)) },
    ];
  } else {
    groups = [{ label: 'Matching models', laptops: found }];
  }
  groups = groups.filter((g) => g.laptops.length > 0);
  return {
    groups,
    flat: groups.flatMap((g) => g.laptops),
    isFetching: !idle && (results.isFetching || search !== text.trim()),
    error: results.error,
  };
}
