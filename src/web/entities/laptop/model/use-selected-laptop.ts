import { useCallback, useMemo } from 'react';
import { laptopLabel } from '../../../../shared/laptop-names';
import { useAuth } from '../../../lib/auth';
import { saveLaptopToAccount } from './save-laptop';
import { selectedLaptopStore, useSelectedLaptopValue, type SelectedLaptop } from './selected-laptop';

export interface SelectedLaptopState {
  /** The shopper's laptop, or null when none is selected. */
  laptop: SelectedLaptop | null;
  /** "ThinkPad T480" (see laptopLabel), or null. */
  label: string | null;
  /** Remembers the laptop in this browser and, when signed in, in the account's "My laptops". */
  select: (laptop: SelectedLaptop) => void;
  /** Forgets it in this browser (the account keeps its saved laptops). */
  clear: () => void;
}

/** The laptop the shop checks parts against: kept in localStorage (every tab alike) and saved to the account when signed in. */
export function useSelectedLaptop(): SelectedLaptopState {
  const laptop = useSelectedLaptopValue();
  const { user } = useAuth();
  const signedIn = Boolean(user);
  const select = useCallback(
    (next: SelectedLaptop) => {
      selectedLaptopStore.set(next);
      if (signedIn) void saveLaptopToAccount(next);
    },
    [signedIn],
  );
  return useMemo(
    () => ({ laptop, label: laptop ? laptopLabel(laptop) : null, select, clear: selectedLaptopStore.clear }),
    [laptop, select],
  );
}
