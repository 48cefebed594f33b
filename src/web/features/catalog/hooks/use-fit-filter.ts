import { useMemo } from 'react';
import { useSelectedLaptop } from '../../../entities/laptop/model/use-selected-laptop';
import type { useCatalogParams } from './use-catalog-params';
import { useShowAllParts } from './use-show-all-parts';

/**
 * The catalog's search with its laptop filter: once a laptop is chosen the list holds the parts
 * that fit it, unless the shopper asked for all (remembered, see useShowAllParts) or the address
 * names a laptop (a link from a laptop's page). Known only in the browser: the server renders the
 * list a guest without a laptop sees, and the filter follows after hydration.
 */
export function useFitFilter(catalog: ReturnType<typeof useCatalogParams>) {
  const { laptop } = useSelectedLaptop();
  const [showAll, setShowAll] = useShowAllParts();
  const fitLaptop = catalog.params.laptop || (laptop && !showAll ? laptop._id : '');
  const params = useMemo(() => ({ ...catalog.params, laptop: fitLaptop }), [catalog.params, fitLaptop]);
  return {
    /** The search as listed: the address's, with the laptop filter in effect. */
    params,
    fitLaptop,
    /** Clears the filters, the laptop's too ("show all" is then remembered). */
    clearFilters: () => {
      catalog.clearFilters();
      if (fitLaptop) setShowAll(true);
    },
    /** "Only parts that fit" on or off. */
    setFitOnly: (on: boolean) => {
      setShowAll(!on);
      if (!on && catalog.params.laptop) catalog.update({ laptop: '' });
    },
  };
}
