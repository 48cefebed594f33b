import type { ReviewSort } from '../../../shared/schemas/product-review.js';
import type { ProductReviewRow, StarCounts } from '../../modules/product-reviews/service.js';
import type { Services } from '../../plugins/services.js';

/** A review with its author's name and whether the signed-in caller marked it helpful. */
export interface ReviewWithAuthor {
  row: ProductReviewRow;
  authorName: string | undefined;
  helpfulByMe: boolean;
}

/** A page of a product's reviews, its star counts, and for a signed-in caller their own review and whether they may write one. */
export interface ProductReviewsView {
  items: ReviewWithAuthor[];
  starCounts: StarCounts;
  mine: ReviewWithAuthor | null;
  canReview: boolean;
}

/** A review as an admin moderates it: with its reviewer's name and e-mail and its product's name. */
export interface AdminReviewView {
  row: ProductReviewRow;
  authorName: string | undefined;
  authorEmail: string;
  productName: string;
}

/** Reviews with their authors' names and, for a signed-in caller, which they marked helpful (one lookup each for the whole list). */
async function withAuthors(
  { accounts, productReviews }: Pick<Services, 'accounts' | 'productReviews'>,
  rows: ProductReviewRow[],
  viewerId: string | null = null,
): Promise<ReviewWithAuthor[]> {
  const [contacts, marked] = await Promise.all([
    accounts.contactsOf(rows.map((r) => r.userId)),
    viewerId
      ? productReviews.markedHelpfulBy(
          viewerId,
          rows.map((r) => r.id),
        )
      : new Set<string>(),
  ]);
  return rows.map((row) => ({ row, authorName: contacts.get(row.userId)?.name, helpfulByMe: marked.has(row.id) }));
}

/** A product's visible reviews, one page of them, with the star counts; 404 when the product is not on sale. */
export async function productReviewsPage(
  services: Pick<Services, 'catalog' | 'productReviews' | 'orders' | 'accounts'>,
  productId: string,
  { sort, page, limit }: { sort: ReviewSort; page: number; limit: number },
  viewerId: string | null,
): Promise<ProductReviewsView> {
  const { catalog, productReviews, orders } = services;
  await catalog.getByIdOrName(productId);
  const [rows, starCounts, mine, bought] = await Promise.all([
    productReviews.page(productId, sort, page, limit),
    productReviews.starCounts(productId),
    viewerId ? productReviews.mine(productId, viewerId) : null,
    viewerId ? orders.purchaseOf(viewerId, productId) : null,
  ]);
  const [items, [own]] = await Promise.all([withAuthors(services, rows, viewerId), withAuthors(services, mine ? [mine] : [])]);
  return { items, starCounts, mine: own ?? null, canReview: Boolean(bought) };
}

/** Reviews for the admins' list: each with its reviewer's name and e-mail and its product's name (one lookup each). */
export async function adminReviews(
  { catalog, accounts }: Pick<Services, 'catalog' | 'accounts'>,
  rows: ProductReviewRow[],
): Promise<AdminReviewView[]> {
  const [products, contacts] = await Promise.all([
    catalog.byIds([...new Set(rows.map((r) => r.productId))]),
    accounts.contactsOf(rows.map((r) => r.userId)),
  ]);
  const names = new Map(products.map((p) => [p.id, p.name]));
  return rows.map((row) => ({
    row,
    authorName: contacts.get(row.userId)?.name,
    authorEmail: contacts.get(row.userId)?.email ?? '',
    productName: names.get(row.productId) ?? '',
  }));
}
