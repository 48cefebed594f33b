export const PASSWORD_MIN = 6;
export const BLOG_REVIEW_MAX = 350;
export const LATEST_COUNT = 6;
export const NAVBAR_FIXED_AFTER_PX = 200;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_DRAG_PERCENT = 0.8;
export const LOADER_SIZE = 60;
export const COUNTER_DURATION_MS = 5000;
export const TOKEN_STORAGE_KEY = 'accessToken';
export const THEME_STORAGE_KEY = 'theme';
export const LOW_STOCK_BELOW = 5;
/**
 * A part is low on stock at or below its own threshold, or this many units when it has none (issue
 * 32: the `product.low_stock` event, the staff's daily digest, the Overview's list).
 */
export const DEFAULT_LOW_STOCK_THRESHOLD = LOW_STOCK_BELOW - 1;

/** A cart's limits: how many different parts, and how many units of one. */
export const CART_MAX_LINES = 50;
export const CART_MAX_QUANTITY = 1000;

/** The catalog's orders. `rating`: best average first (more reviews first among equals), unrated parts last. */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** What "Identify my laptop" reads: the output of one command, pasted (20 KB at most). */
export const IDENTIFY_MAX_BYTES = 20_000;

/** The spec's login e-mail pattern, unanchored as the original form used it. */
export const SPEC_EMAIL_PATTERN = /[a-z0-9]+@[a-z]+\.[a-z]{2,3}/;

export const CATEGORIES = [
  { slug: 'memory', label: 'Memory (RAM)' },
  { slug: 'storage', label: 'Storage (SSD / HDD)' },
  { slug: 'batteries', label: 'Batteries' },
  { slug: 'screens', label: 'Screens' },
  { slug: 'keyboards', label: 'Keyboards' },
  { slug: 'chargers', label: 'Chargers' },
  { slug: 'fans', label: 'Cooling fans' },
  // A product here sells a gift card of its price: the code is mailed when the order is paid (issue 30).
  { slug: 'gift-cards', label: 'Gift cards' },
  // Where a product sent without a category goes (the spec's Add Product has none).
  { slug: 'other', label: 'Other parts' },
] as const;
export type CategorySlug = (typeof CATEGORIES)[number]['slug'];
/** The category whose products sell gift cards (promotions never discount them). */
export const GIFT_CARD_CATEGORY: CategorySlug = 'gift-cards';
export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ORDER_STATUSES = ['pending_payment', 'paid', 'shipped', 'delivered', 'cancelled', 'expired', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Deleting an account (issue 29): what becomes of its reviews, kept under a pseudonym or removed. */
export const REVIEW_CHOICES = ['anonymise', 'delete'] as const;
export type ReviewChoice = (typeof REVIEW_CHOICES)[number];
/** What a deleted account's kept reviews show as their author. */
export const FORMER_CUSTOMER = 'A former customer';
/** How long a sign-in counts as fresh enough to delete an account that has no password (made with Google). */
export const FRESH_SIGN_IN_MINUTES = 10;

/** How long a staff invitation's link works. */
export const STAFF_INVITATION_DAYS = 7;

/**
 * The `?error=` /login is sent with when Google or an e-mail link would have signed in an account
 * that has two-factor sign-in: it must log in with its password and code instead.
 */
export const TWO_FACTOR_SIGN_IN = 'TWO_FACTOR_SIGN_IN';
