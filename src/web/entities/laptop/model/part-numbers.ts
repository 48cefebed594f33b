import type { PartNumberKind } from '../../../../shared/schemas/laptop';

/** A part number's kind as the shop names it (the product page's list, the admin's fitment editor). */
export const PART_NUMBER_KIND_LABELS: Record<PartNumberKind, string> = {
  oem: 'OEM',
  fru: 'FRU',
  manufacturer: 'Manufacturer',
  alternative: 'Alternative',
};
