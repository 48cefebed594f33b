import type { FitVerdict } from '../../../../shared/schemas/cart';
import type { Fit } from '../../../../shared/schemas/laptop';
import { laptopLabel } from '../../../../shared/laptop-names';
import type { SelectedLaptop } from './selected-laptop';

/** Whether a part fits the shopper's laptop: confirmed, confirmed not to, or not known. */
export type FitStatus = 'fits' | 'no-fit' | 'unknown';

/**
 * From a product's `compatibleModels` (the labels the shop derives from its fitment): listed
 * fits; a part with other models listed does not; a part with none listed is not confirmed.
 */
export function fitFromModels(compatibleModels: readonly string[], laptop: SelectedLaptop): FitStatus {
  if (compatibleModels.length === 0) return 'unknown';
  return compatibleModels.includes(laptopLabel(laptop)) ? 'fits' : 'no-fit';
}

/** From a product's detailed fitment (by laptop id), with the note for this laptop when there is one. */
export function fitFromFits(fits: readonly Fit[], laptop: SelectedLaptop): { status: FitStatus; note: string } {
  const fit = fits.find((f) => f._id === laptop._id);
  if (fit) return { status: 'fits', note: fit.note };
  return { status: fits.length === 0 ? 'unknown' : 'no-fit', note: '' };
}

/** The server's verdict on a cart or order line (`fit.verdict`) as a FitStatus. */
export const statusOfVerdict = (verdict: FitVerdict): FitStatus => (verdict === 'does_not_fit' ? 'no-fit' : verdict);

/** The server's verdict from a FitStatus (a guest's line, worked out in the browser). */
export const verdictOfStatus = (status: FitStatus): FitVerdict => (status === 'no-fit' ? 'does_not_fit' : status);
