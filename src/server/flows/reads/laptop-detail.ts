import type { LaptopRow } from '../../modules/laptops/service.js';
import type { Services } from '../../plugins/services.js';
import { upgradePlanner, type FittedProduct, type PlannerSlotView } from './laptop-fit.js';
import { salesNow, type Sale } from './sales.js';

/** A laptop model's page: the model, how many parts on sale fit it per category, and its upgrade planner (issue 31). */
export interface LaptopDetailView {
  laptop: LaptopRow;
  partsByCategory: Record<string, number>;
  planner: (Omit<PlannerSlotView, 'fits'> & { fits: (FittedProduct & { sale: Sale | null })[] })[];
}

/** A laptop model (404 when unknown) with the count of parts on sale that fit it per category, and its planner. */
export async function laptopDetail(d: Pick<Services, 'laptops' | 'catalog' | 'promotions'>, id: string): Promise<LaptopDetailView> {
  const laptop = await d.laptops.get(id);
  const [partsByCategory, planner, saleOf] = await Promise.all([
    d.catalog.fitCountsByCategory(laptop.id, laptop.spec),
    upgradePlanner(d, laptop),
    salesNow(d),
  ]);
  return {
    laptop,
    partsByCategory,
    planner: planner.map((s) => ({ ...s, fits: s.fits.map((f) => ({ ...f, sale: saleOf(f.product) })) })),
  };
}
