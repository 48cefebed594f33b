import { RULE_CATEGORIES, ruleFit, type RuleAnswer } from '../../../shared/fit-rules.js';
import { laptopLabel } from '../../../shared/laptop-names.js';
import type { ListedPart } from '../../modules/catalog/fitment.js';
import type { LaptopRow } from '../../modules/laptops/service.js';
import type { Services } from '../../plugins/services.js';

export interface FitmentDisagreement {
  product: Pick<ListedPart, 'id' | 'name' | 'sku' | 'category'>;
  laptop: LaptopRow;
  rule: RuleAnswer;
}

/** Listed parts read per query while looking. */
const SCAN_PAGE = 500;

/**
 * Every listed product ↔ model row whose rule says the part does not fit (issue 31): parts on sale of a
 * rule's category with attributes, models with a specification. The listed parts are read a page at a
 * time (the models once); the rows come by product name, then model, and one page of them is answered.
 */
export async function fitmentDisagreements(
  { catalog, laptops }: Pick<Services, 'catalog' | 'laptops'>,
  query: { page: number; limit: number },
): Promise<{ items: FitmentDisagreement[]; total: number }> {
  const models = new Map((await laptops.all()).filter((l) => l.spec).map((l) => [l.id, l]));
  const found: FitmentDisagreement[] = [];
  for (let after: string | null = null; ;) {
    const page = await catalog.listedWithAttributes(RULE_CATEGORIES, after, SCAN_PAGE);
    if (page.length === 0) break;
    for (const part of page) {
      for (const laptop of part.laptopIds.flatMap((id) => models.get(id) ?? [])) {
        const rule = ruleFit(part, { id: laptop.id, name: laptopLabel(laptop), spec: laptop.spec });
        if (rule.verdict === 'does_not_fit') found.push({ product: part, laptop, rule });
      }
    }
    after = page.at(-1)!.id;
  }
  found.sort(
    (a, b) =>
      a.product.name.localeCompare(b.product.name) ||
      a.product.id.localeCompare(b.product.id) ||
      laptopLabel(a.laptop).localeCompare(laptopLabel(b.laptop)),
  );
  const start = (query.page - 1) * query.limit;
  return { items: found.slice(start, start + query.limit), total: found.length };
}
