import { apiMessages } from '../../shared/messages.js';
import { forbidden } from '../lib/errors.js';
import type { Viewer } from '../lib/viewer.js';
import type { Purchase } from '../modules/orders/sales.js';
import type { ProductReviewRow } from '../modules/product-reviews/service.js';
import type { FlowContext } from './context.js';

export interface ReviewInput {
  rating: number;
  title: string;
  body: string;
}

/** The caller's purchase of the product, or 403: only buyers review (decided before the body is read). */
export async function assertBought(d: Pick<FlowContext, 'orders'>, viewer: Viewer, productId: string): Promise<Purchase> {
  const purchase = await d.orders.purchaseOf(viewer.id, productId);
  if (!purchase) throw forbidden(apiMessages.reviewNotBought);
  return purchase;
}

/**
 * A buyer writes (or rewrites) their review: under the product's row lock, the review and the
 * product's rating from its visible reviews, in one transaction, so parallel reviews of one part
 * never leave its average behind.
 */
export async function writeReview(
  d: Pick<FlowContext, 'db' | 'orders' | 'catalog' | 'productReviews' | 'invalidate'>,
  viewer: Viewer,
  productId: string,
  input: ReviewInput,
): Promise<{ row: ProductReviewRow; created: boolean }> {
  const purchase = await assertBought(d, viewer, productId);
  const written = await d.db.transaction(async (tx) => {
    await d.catalog.lockForRating(tx, productId);
    const written = await d.productReviews.upsert(tx, {
      productId,
      userId: viewer.id,
      orderId: purchase.orderId,
      laptopId: purchase.laptopId,
      laptopBrand: purchase.laptopBrand,
      laptopModel: purchase.laptopModel,
      ...input,
    });
    await d.catalog.setRating(tx, productId, await d.productReviews.ratingOf(tx, productId));
    return written;
  });
  d.invalidate(['products', 'product-reviews']);
  return written;
}

/** A shopper marks a review helpful: the cached reviews are dropped only when the mark is new (a repeat changes nothing). */
export async function markReviewHelpful(
  d: Pick<FlowContext, 'productReviews' | 'invalidate'>,
  viewer: Viewer,
  id: string,
): Promise<number> {
  const { count, marked } = await d.productReviews.markHelpful(id, viewer.id);
  if (marked) d.invalidate(['product-reviews']);
  return count;
}

/**
 * An admin hides or shows a review: the product's rating follows, and a reviewer whose review was
 * hidden is told by e-mail, with the audit row, in one transaction (the product is locked before the review, as in
 * writeReview, so the two never deadlock).
 */
export async function moderateReview(
  d: Pick<FlowContext, 'db' | 'catalog' | 'productReviews' | 'accounts' | 'mail' | 'invalidate' | 'shopUrl' | 'audit'>,
  viewer: Viewer,
  id: string,
  change: { hidden: boolean; note?: string | undefined },
): Promise<ProductReviewRow> {
  const { productId } = await d.productReviews.get(id);
  const { row, changed, mailed } = await d.db.transaction(async (tx) => {
    const product = await d.catalog.lockForRating(tx, productId);
    const before = await d.productReviews.lock(tx, id);
    const changes = {
      hidden: [before.hidden, change.hidden],
      note: change.hidden && change.note ? ([null, change.note] as const) : undefined,
    } as const;
    await d.audit.record(tx, viewer, {
      action: 'review.moderate',
      entity: 'review',
      entityId: id,
      label: `${before.title} (${product.name})`,
      changes,
    });
    if (before.hidden === change.hidden) return { row: before, changed: false, mailed: false };
    const row = await d.productReviews.setHidden(tx, id, change.hidden);
    await d.catalog.setRating(tx, productId, await d.productReviews.ratingOf(tx, productId));
    if (!change.hidden) return { row, changed: true, mailed: false };
    const reviewer = (await d.accounts.contactsOf([row.userId])).get(row.userId);
    if (!reviewer) return { row, changed: true, mailed: false };
    const rendered = await d.mail.render({
      preview: `Your review of ${product.name} was hidden`,
      heading: 'Your review was hidden',
      blocks: [
        `Hello ${reviewer.name},`,
        `We have hidden your review "${row.title}" of ${product.name}: it no longer shows on the shop and does not count in the part's rating.`,
        ...(change.note ? [`The shop's note: ${change.note}`] : []),
        "You can edit it from the product's page; reply to this e-mail if you think we got it wrong.",
        { action: { label: "The product's page", url: `${d.shopUrl}/details/${productId}` } },
      ],
    });
    await d.mail.enqueue(tx, { to: reviewer.email, subject: `Your review of ${product.name} was hidden`, ...rendered });
    return { row, changed: true, mailed: true };
  });
  if (mailed) d.mail.wake();
  if (changed) d.invalidate(['products', 'product-reviews']);
  return row;
}
