import type { LaptopRow } from '../../modules/laptops/service.js';
import type { Services } from '../../plugins/services.js';

/** A laptop model's page: the model and how many parts on sale fit it, per category. */
export interface LaptopDetailView {
  laptop: LaptopRow;
  partsByCategory: Record<string, number>;
}

/** A laptop model (404 when unknown) with the count of parts on sale that fit it, per category. */
export async function laptopDetail({ laptops, catalog }: Pick<Services, 'laptops' | 'catalog'>, id: string): Promise<LaptopDetailView> {
  const laptop = await laptops.get(id);
  return { laptop, partsByCategory: await catalog.fitCountsByCategory(laptop.id) };
}
