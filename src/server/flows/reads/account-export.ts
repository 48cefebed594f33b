import type { AddressRow } from '../../modules/addresses/service.js';
import type { ProfileRow } from '../../modules/accounts/profiles.js';
import type { CartLine } from '../../modules/cart/service.js';
import type { GiftCardRow } from '../../modules/credit/gift-cards.js';
import type { ContactRow } from '../../modules/content/service.js';
import type { ReviewRow } from '../../modules/content/reviews.js';
import type { LaptopRow } from '../../modules/laptops/service.js';
import type { ProductReviewRow } from '../../modules/product-reviews/service.js';
import type { ReturnDetail } from '../../modules/returns/service.js';
import type { Services } from '../../plugins/services.js';
import { orderViews, type OrderView } from './orders.js';

type AccountServices = Pick<
  Services,
  | 'accounts'
  | 'profiles'
  | 'addresses'
  | 'orders'
  | 'payments'
  | 'documents'
  | 'returns'
  | 'productReviews'
  | 'reviews'
  | 'content'
  | 'laptops'
  | 'restock'
  | 'cart'
  | 'catalog'
  | 'storeCredit'
  | 'giftCards'
>;

/** Everything the shop holds about one account, module by module (Download my data, GDPR articles 15 and 20). */
export interface AccountExport {
  account: Awaited<ReturnType<Services['accounts']['exportOf']>>;
  signInMethods: { providerId: string; createdAt: Date }[];
  sessions: Awaited<ReturnType<Services['accounts']['liveSessionsOf']>>;
  profiles: ProfileRow[];
  addresses: AddressRow[];
  orders: OrderView[];
  returns: ReturnDetail[];
  productReviews: ProductReviewRow[];
  shopReviews: ReviewRow[];
  contactMessages: ContactRow[];
  savedLaptops: LaptopRow[];
  restockAlerts: { productId: string; createdAt: Date }[];
  cart: CartLine[];
  storeCredit: Awaited<ReturnType<Services['storeCredit']['statement']>>;
  giftCardsReceived: GiftCardRow[];
  /** The names of the products the reviews, alerts and cart name, by id. */
  productNames: Map<string, string>;
}

/** The account's own rows from every module that keeps any (the reads run at the same time). */
export async function accountExport(s: AccountServices, userId: string): Promise<AccountExport> {
  const account = await s.accounts.exportOf(userId);
  const [signInMethods, sessions, profiles, addresses, orders, returns, productReviews, shopReviews, contactMessages] = await Promise.all([
    s.accounts.signInMethodsOf(userId),
    s.accounts.liveSessionsOf(userId),
    s.profiles.listOwn(userId),
    s.addresses.list(userId),
    s.orders.listForUser(userId).then((list) => orderViews(s, list)),
    s.returns.ofUser(userId),
    s.productReviews.ofUser(userId),
    s.reviews.ofUser(userId),
    s.content.contactsFrom(account.email),
  ]);
  const [savedLaptops, restockAlerts, cart, storeCredit, giftCardsReceived] = await Promise.all([
    s.laptops.saved(userId),
    s.restock.alertsOf(userId),
    s.cart.lines(userId),
    s.storeCredit.statement(userId),
    s.giftCards.sentTo(account.email),
  ]);
  const productIds = [...new Set([...productReviews, ...restockAlerts, ...cart].map((r) => r.productId))];
  const products = await s.catalog.byIds(productIds);
  return {
    account,
    signInMethods,
    sessions,
    profiles,
    addresses,
    orders,
    returns,
    productReviews,
    shopReviews,
    contactMessages,
    savedLaptops,
    restockAlerts,
    cart,
    storeCredit,
    giftCardsReceived,
    productNames: new Map(products.map((p) => [p.id, p.name])),
  };
}
