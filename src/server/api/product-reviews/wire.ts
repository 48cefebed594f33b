import type { AdminReview, Histogram, ProductReview, ProductReviewPage } from '../../../shared/schemas/product-review.js';
import type { AdminReviewView, ProductReviewsView } from '../../flows/reads/product-reviews.js';
import { FORMER_CUSTOMER } from '../../../shared/schemas/data-rights.js';
import { isErasedName } from '../../modules/accounts/erasure.js';
import type { ProductReviewRow } from '../../modules/product-reviews/service.js';
import { ratingOf } from '../catalog/wire.js';

// ── Wire mapping: the spec's names on the wire, the domain's in the services (ADR 003) ──

/**
 * "Jane Doe" → "Jane D.": a reviewer's first name and last initial, never the whole name or the
 * e-mail; a deleted account's kept review (its pseudonym) is a former customer's.
 */
export function reviewerName(name: string | undefined): string {
  if (isErasedName(name)) return FORMER_CUSTOMER;
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'A customer';
  if (words.length === 1) return words[0]!;
  return `${words[0]} ${words.at(-1)![0]!.toUpperCase()}.`;
}

/** The one mapping between a product review and its wire shape. */
export function productReviewToWire(r: ProductReviewRow, authorName: string | undefined, helpfulByMe = false): ProductReview {
  return {
    _id: r.id,
    productId: r.productId,
    rating: r.rating,
    title: r.title,
    body: r.body,
    author: reviewerName(authorName),
    laptop: r.laptopBrand && r.laptopModel ? { _id: r.laptopId, brand: r.laptopBrand, model: r.laptopModel } : null,
    verifiedPurchase: r.orderId !== null,
    helpful: r.helpfulCount,
    helpfulByMe,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The average to one decimal from the star counts; null without reviews. */
function figures(histogram: Histogram): { average: number | null; count: number } {
  const stars = Object.entries(histogram).map(([star, n]) => ({ star: Number(star), n }));
  // The same rounding as the product's own rating on the wire.
  return ratingOf({ ratingCount: stars.reduce((a, s) => a + s.n, 0), ratingSum: stars.reduce((a, s) => a + s.star * s.n, 0) });
}

/** A page of a product's reviews (`productReviewsPage`) on the wire, with the average, the count and the histogram. */
export function productReviewPageToWire(view: ProductReviewsView, { page, limit }: { page: number; limit: number }): ProductReviewPage {
  const { average, count } = figures(view.starCounts);
  const { mine } = view;
  return {
    items: view.items.map((r) => productReviewToWire(r.row, r.authorName, r.helpfulByMe)),
    total: count,
    page,
    limit,
    average,
    count,
    histogram: view.starCounts,
    mine: mine ? { ...productReviewToWire(mine.row, mine.authorName, mine.helpfulByMe), hidden: mine.row.hidden } : null,
    canReview: view.canReview,
  };
}

/** A review as the admins' list shows it. */
export const adminReviewToWire = (v: AdminReviewView): AdminReview => ({
  ...productReviewToWire(v.row, v.authorName),
  hidden: v.row.hidden,
  productName: v.productName,
  userEmail: v.authorEmail,
});
