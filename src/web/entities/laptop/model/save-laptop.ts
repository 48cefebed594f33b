import { toast } from '../../../lib/toast';
import { laptopLabel } from '../../../../shared/laptop-names';
import { ApiError } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { getMyLaptopsQueryOptions, laptopApi } from '../api/laptop-api';
import { selectedLaptopStore, type SelectedLaptop } from './selected-laptop';

/**
 * Saves a selected laptop to the signed-in account's "My laptops". It never undoes the choice in
 * this browser: a full list (409) or a failed call says so in a toast and the laptop stays selected.
 */
export async function saveLaptopToAccount(laptop: SelectedLaptop): Promise<void> {
  const key = getMyLaptopsQueryOptions().queryKey;
  try {
    await laptopApi.save(laptop._id);
  } catch (err) {
    const label = laptopLabel(laptop);
    if (err instanceof ApiError && err.status === 409) {
      toast.info(`${err.message} Your ${label} is selected in this browser; remove a laptop on My Profile to save it too.`);
    } else if (!(err instanceof ApiError && err.status === 401)) {
      toast.error(`Your ${label} is selected, but we could not save it to My laptops.`);
    }
  }
  await queryClient.invalidateQueries({ queryKey: key });
}

/**
 * At sign-in and sign-up (once the token is stored): the laptop chosen as a guest joins the
 * account's "My laptops"; with none chosen in this browser, the account's latest one is selected.
 * It never stops the sign-in.
 */
export async function syncSelectedLaptop(): Promise<void> {
  const selected = selectedLaptopStore.get();
  if (selected) return saveLaptopToAccount(selected);
  try {
    const mine = await queryClient.fetchQuery(getMyLaptopsQueryOptions());
    if (mine[0] && !selectedLaptopStore.get()) selectedLaptopStore.set(mine[0]);
  } catch {
    // Nothing to select: the shopper can still pick one.
  }
}
