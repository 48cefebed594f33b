import { FORMER_CUSTOMER, type ReviewChoice } from '../../shared/schemas/data-rights.js';
import type { Tx } from '../db/client.js';
import { conflict } from '../lib/errors.js';
import type { Viewer } from '../lib/viewer.js';
import type { ErasureTarget, Pseudonym } from '../modules/accounts/erasure.js';
import type { PaymentRow } from '../modules/payments/service.js';
import { cancelIntents, type CancelIntentsDeps } from './cancel-intents.js';
import type { FlowContext } from './context.js';
import { putBackOnShelf, type RestockDeps } from './restock.js';
import { releaseTenders } from './tenders.js';

type Deps = Pick<
  FlowContext,
  | 'db'
  | 'orders'
  | 'payments'
  | 'returns'
  | 'productReviews'
  | 'reviews'
  | 'content'
  | 'addresses'
  | 'laptops'
  | 'cart'
  | 'invalidate'
  | 'audit'
  | 'promotions'
  | 'giftCards'
  | 'storeCredit'
> &
  RestockDeps &
  CancelIntentsDeps;

/** Whose account: the caller's own (My Profile, password checked by the route), or one staff name by e-mail. */
export type ErasureSubject = { own: true } | { email: string };

/** What a deletion did (the route answers it): the pseudonym the kept orders carry, and what was kept or removed. */
export interface Erasure {
  userId: string;
  pseudonym: string;
  ordersKept: number;
  ordersCancelled: number;
  reviewsKept: number;
  reviewsDeleted: number;
}

/**
 * Deletes an account (GDPR article 17), in one transaction: the person's orders, invoices, credit
 * notes and returns are kept, as tax law requires, with their amounts unchanged (sales still add
 * up), but the e-mail, phone and addresses on them give way to a pseudonym; unpaid orders are
 * cancelled first, their units back on the shelf (an order paid and not yet delivered, an open
 * return or a payment under way: 409, nothing changed). Reviews are kept under the pseudonym or
 * deleted (the products' ratings follow); the address book, saved laptops, cart, restock alerts,
 * profile, Contact Us messages, e-mails, credentials and every session are deleted. The `user` row
 * stays under the pseudonym, suspended and without roles (what orders and kept reviews point at).
 * `by` is the account's owner, or staff with users:write acting on the customer's request (then a
 * member of staff's account needs staff:manage too, an owner's only themselves). The shop always
 * keeps an owner. After the commit the sessions stop working on every instance.
 */
export async function eraseAccount(d: Deps, by: Viewer, subject: ErasureSubject, request: { reviews: ReviewChoice }): Promise<Erasure> {
  const { erasure, ended, closedPayments } = await d.db.transaction(async (tx) => {
    const target = await d.accounts.lockForErasure(tx, 'email' in subject ? { email: subject.email } : { userId: by.id });
    if ('email' in subject) {
      const refusal = d.accounts.erasureRefusal(by, target);
      if (refusal) throw refusal;
    }
    await d.accounts.assertShopKeepsOwner(tx, target);
    const pseudonym = d.accounts.newPseudonym();
    // Their waits first: the units their unpaid orders put back must not mail them.
    await d.restock.removeAllOf(tx, target.userId);
    const cancelled = await cancelUnpaidOrders(d, tx, target, by);
    const reviews = await forgetReviews(d, tx, target.userId, pseudonym, request.reviews);
    await forgetBelongings(d, tx, target);
    const ordersKept = await d.orders.pseudonymise(tx, target.userId, pseudonym);
    await d.returns.pseudonymise(tx, target.userId, pseudonym.email);
    await d.promotions.pseudonymise(tx, target.userId, pseudonym.email);
    await d.giftCards.pseudonymise(tx, target.email, pseudonym.email);
    const ended = await d.accounts.eraseIdentity(tx, target, pseudonym);
    // The audit trail's row, for a deletion by staff and by the customer alike: it names the pseudonym
    // and the user id, never the e-mail or the name, which must appear nowhere afterwards (the person
    // deleting their own account is named by the pseudonym's address too).
    const actor = 'email' in subject ? by : { ...by, email: pseudonym.email };
    const changes = {
      ordersKept: [null, ordersKept],
      ordersCancelled: [null, cancelled.orders],
      reviews: [null, request.reviews],
    } as const;
    await d.audit.record(tx, actor, { action: 'account.delete', entity: 'user', entityId: target.userId, label: pseudonym.name, changes });
    const erasure: Erasure = {
      userId: target.userId,
      pseudonym: pseudonym.name,
      ordersKept,
      ordersCancelled: cancelled.orders,
      ...reviews,
    };
    return { erasure, ended, closedPayments: cancelled.payments };
  });
  d.accounts.sessionsEnded(ended);
  d.accounts.userChanged(erasure.userId);
  await cancelIntents(d, closedPayments, 'cancelling a deleted account’s payment intent failed');
  d.mail.wake(); // shoppers waiting for the parts its unpaid orders held
  d.invalidate(['products', 'best-sellers', 'product-reviews', 'reviews']);
  return erasure;
}

/**
 * The account's unfinished orders, locked (after the account's order-placing lock, so no order
 * slips in meanwhile): one paid and not yet delivered, an open return, or a payment under way
 * refuses the deletion; unpaid ones are cancelled, their units back, their payment attempts closed.
 */
async function cancelUnpaidOrders(d: Deps, tx: Tx, target: ErasureTarget, by: Viewer): Promise<{ orders: number; payments: PaymentRow[] }> {
  await d.orders.lockHolder(tx, { userId: target.userId, email: target.email });
  const open = await d.orders.lockOpenOf(tx, target.userId);
  const underway = open.filter((o) => o.status !== 'pending_payment').map((o) => o.orderNumber);
  if (underway.length)
    throw conflict(
      `Orders ${underway.join(', ')} are paid and not delivered yet. The account can be deleted once they have arrived, or been cancelled and refunded.`,
    );
  const returning = await d.returns.openOf(tx, target.userId);
  if (returning.length)
    throw conflict(`Returns of ${[...new Set(returning)].join(', ')} are still open. The account can be deleted once they are finished.`);
  const { busy, open: payments } = await d.payments.claimOpenPayments(
    tx,
    open.map((o) => o.id),
  );
  if (busy.size) throw conflict('A payment for one of these orders is under way. Try again in a few minutes, once it has finished.');
  for (const order of open) {
    await d.orders.setStatus(tx, order.id, 'cancelled', by, { note: 'Account deleted' });
    await putBackOnShelf(d, tx, (await d.orders.load(tx, order.id)).lines, { unsold: true });
    await d.promotions.release(tx, [order.id]);
    await releaseTenders(d, tx, [order.id]);
  }
  await d.payments.markCanceledIn(
    tx,
    payments.map((p) => p.id),
  );
  return { orders: open.length, payments };
}

/**
 * Product reviews and reviews of the shop: kept (`anonymise`: a product review shows its author as
 * a former customer, the account being the pseudonym's; a testimonial its neutral name) or deleted,
 * the products' ratings following under their locks (taken in id order, before the reviews, as
 * writing a review takes them).
 */
async function forgetReviews(
  d: Deps,
  tx: Tx,
  userId: string,
  pseudonym: Pseudonym,
  choice: ReviewChoice,
): Promise<{ reviewsKept: number; reviewsDeleted: number }> {
  const productIds = await d.productReviews.productsReviewedBy(tx, userId);
  if (choice === 'anonymise') {
    const testimonials = await d.reviews.forgetAuthor(tx, userId, { name: FORMER_CUSTOMER, email: pseudonym.email });
    return { reviewsKept: productIds.length + testimonials, reviewsDeleted: 0 };
  }
  for (const id of productIds) await d.catalog.lockForRating(tx, id);
  const deleted = await d.productReviews.removeAllOf(tx, userId);
  for (const id of productIds) await d.catalog.setRating(tx, id, await d.productReviews.ratingOf(tx, id));
  return { reviewsKept: 0, reviewsDeleted: deleted + (await d.reviews.forgetAuthor(tx, userId, null)) };
}

/** What is the person's alone, deleted: addresses, saved laptops, cart, Contact Us messages, and every e-mail to them. */
async function forgetBelongings(d: Deps, tx: Tx, target: ErasureTarget): Promise<void> {
  await d.addresses.removeAll(tx, target.userId);
  await d.laptops.unsaveAll(tx, target.userId);
  await d.cart.clear(tx, target.userId);
  await d.content.removeContactsFrom(tx, target.email);
  await d.mail.forget(tx, target.email);
}
