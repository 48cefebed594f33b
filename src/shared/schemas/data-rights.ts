import { z } from 'zod';
import { REVIEW_CHOICES } from '../constants.js';
// zod's browser setting (jitless) first: nothing else here loads common.
import './common.js';

/**
 * A customer's data rights (GDPR articles 15, 17 and 20): "Download my data" (GET /api/me/export)
 * and "Delete my account" (DELETE /api/me; staff: DELETE /api/admin/users/{email}).
 */

export { FORMER_CUSTOMER, FRESH_SIGN_IN_MINUTES, REVIEW_CHOICES, type ReviewChoice } from '../constants.js';

const reviewsField = z.enum(REVIEW_CHOICES, { message: 'Reviews must be "anonymise" or "delete"' });

/**
 * DELETE /api/me: the password of an account that has one (an account made with Google has none:
 * it proves itself with a sign-in of the last few minutes instead), and what becomes of its reviews.
 */
export const accountDeletionSchema = z.object({
  password: z.string({ message: 'Password must be text' }).max(128, { message: 'Password must be at most 128 characters' }).optional(),
  reviews: reviewsField,
});
export type AccountDeletionInput = z.input<typeof accountDeletionSchema>;

/** DELETE /api/admin/users/{email}: the same, less the password (staff act on the customer's request). */
export const adminAccountDeletionSchema = z.object({ reviews: reviewsField });
export type AdminAccountDeletionInput = z.input<typeof adminAccountDeletionSchema>;

/** What a deletion did: the pseudonym the kept orders now carry, and what was kept or removed. */
export const accountDeletedSchema = z.object({
  pseudonym: z.string(),
  /** Orders kept (tax law) under the pseudonym, their amounts unchanged. */
  ordersKept: z.number().int(),
  /** Unpaid orders cancelled first, their parts back on the shelf. */
  ordersCancelled: z.number().int(),
  reviewsKept: z.number().int(),
  reviewsDeleted: z.number().int(),
});
export type AccountDeleted = z.infer<typeof accountDeletedSchema>;

const at = z.string();
const cents = z.number().int();

const addressSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string(),
});

const exportOrderSchema = z.object({
  number: z.string(),
  status: z.string(),
  placedAt: at,
  paidAt: at.nullable(),
  email: z.string(),
  phone: z.string(),
  shippingAddress: addressSchema.nullable(),
  shippingOption: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  currency: z.string(),
  subtotalCents: cents,
  shippingCents: cents,
  taxCents: cents,
  totalCents: cents,
  refundedCents: cents,
  lines: z.array(
    z.object({
      product: z.string(),
      productId: z.string(),
      quantity: z.number().int(),
      unitPriceCents: cents,
      lineTotalCents: cents,
      laptop: z.string().nullable(),
    }),
  ),
  timeline: z.array(z.object({ status: z.string(), at, by: z.string(), note: z.string() })),
  invoiceNumber: z.string().nullable(),
  refunds: z.array(z.object({ amountCents: cents, reason: z.string(), status: z.string(), at, creditNoteNumber: z.string().nullable() })),
});

const exportReturnSchema = z.object({
  title: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  reason: z.string(),
  note: z.string(),
  shopNote: z.string(),
  requestedAt: at,
  lines: z.array(z.object({ product: z.string(), quantity: z.number().int(), unitPriceCents: cents })),
  timeline: z.array(z.object({ status: z.string(), at, by: z.string(), note: z.string() })),
});

/**
 * GET /api/me/export: everything the shop holds about the caller, as one JSON file. Amounts are in
 * cents of `currency`; times are ISO 8601 (UTC).
 */
export const dataExportSchema = z.object({
  exportedAt: at,
  account: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    createdAt: at,
    staffRoles: z.array(z.string()),
    /** How the account signs in: "password", "google". */
    signInMethods: z.array(z.object({ method: z.string(), since: at })),
  }),
  /** What the account agreed to or proved: the shop keeps no marketing consent (it sends no marketing mail). */
  consents: z.object({
    emailAddressConfirmed: z.boolean(),
    marketingEmail: z.boolean(),
    restockAlerts: z.number().int(),
    note: z.string(),
  }),
  profile: z.array(z.object({ education: z.string(), phone: z.string(), about: z.string(), picture: z.string(), createdAt: at })),
  addresses: z.array(addressSchema.extend({ isDefault: z.boolean(), createdAt: at })),
  orders: z.array(exportOrderSchema),
  returns: z.array(exportReturnSchema),
  productReviews: z.array(
    z.object({
      product: z.string(),
      productId: z.string(),
      rating: z.number().int(),
      title: z.string(),
      body: z.string(),
      hidden: z.boolean(),
      helpful: z.number().int(),
      createdAt: at,
    }),
  ),
  /** The shop's testimonials (the home page's "Our Happy Customer"). */
  shopReviews: z.array(z.object({ name: z.string(), text: z.string(), img: z.string(), createdAt: at })),
  contactMessages: z.array(z.object({ subject: z.string(), message: z.string(), sentAt: at })),
  savedLaptops: z.array(z.object({ laptop: z.string(), laptopId: z.string() })),
  restockAlerts: z.array(z.object({ product: z.string(), productId: z.string(), since: at })),
  cart: z.array(z.object({ product: z.string(), productId: z.string(), quantity: z.number().int() })),
  /** The account's store credit: what is left (cents) and every entry. */
  storeCredit: z.object({
    balanceCents: z.number().int(),
    entries: z.array(z.object({ kind: z.string(), amountCents: z.number().int(), orderId: z.string().nullable(), note: z.string(), at })),
  }),
  /** Gift cards staff sent to the account's e-mail (by their last four characters; the codes are not kept). */
  giftCardsReceived: z.array(z.object({ last4: z.string(), message: z.string().nullable(), expiresAt: at.nullable(), issuedAt: at })),
  sessions: z.array(
    z.object({
      device: z.string().nullable(),
      userAgent: z.string().nullable(),
      ip: z.string().nullable(),
      signedInAt: at,
      lastSeenAt: at,
    }),
  ),
});
export type DataExport = z.infer<typeof dataExportSchema>;
