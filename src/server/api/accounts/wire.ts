import type { z } from 'zod';
import type { Profile, profileCreateSchema } from '../../../shared/schemas/profile.js';
import type { DataExport } from '../../../shared/schemas/data-rights.js';
import { laptopFullName } from '../../../shared/laptop-names.js';
import { returnTitle } from '../../../shared/return-title.js';
import type { AccountExport } from '../../flows/reads/account-export.js';
import type { OrderView } from '../../flows/reads/orders.js';
import type { ProfileInput, ProfileRow } from '../../modules/accounts/profiles.js';
import { toShippingAddress } from '../../modules/addresses/service.js';
import type { ReturnDetail } from '../../modules/returns/service.js';
import { deviceName } from './sessions.js';

// ── Wire mapping: the spec's names on the wire, the domain's in the services (ADR 003) ──

/** The spec's profile names: Name is the education line, Phone the phone, dec the bio. */
export const profileToWire = (p: ProfileRow): Profile => ({
  _id: p.id,
  Name: p.education,
  Phone: p.phone,
  dec: p.bio,
  img: p.img,
  createdAt: p.createdAt.toISOString(),
});

/** The body after the route's validation (defaults applied). */
type ProfileBody = z.output<typeof profileCreateSchema>;

export const profileFromWire = (b: ProfileBody): ProfileInput => ({ education: b.Name, phone: b.Phone, bio: b.dec, img: b.img });

// ── Download my data: the account's rows from every module, in plain names (cents, ISO times) ──

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** How the account signs in, in words: a password, or the identity provider's name. */
const methodName = (providerId: string) => (providerId === 'credential' ? 'password' : providerId);

const orderToExport =
  (currency: string) =>
  (v: OrderView): DataExport['orders'][number] => {
    const o = v.order;
    return {
      number: o.orderNumber,
      status: o.status,
      placedAt: iso(o.createdAt),
      paidAt: isoOrNull(o.paidAt),
      email: o.customerEmail,
      phone: o.phone,
      shippingAddress: o.shippingAddress ?? null,
      shippingOption: o.shippingOptionName,
      trackingNumber: o.trackingNumber,
      currency,
      subtotalCents: o.subtotalCents,
      shippingCents: o.shippingCents,
      taxCents: o.taxCents,
      totalCents: o.totalCents,
      refundedCents: o.refundedCents,
      lines: o.lines.map((l) => ({
        product: l.productName,
        productId: l.productId,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        lineTotalCents: l.lineTotalCents,
        laptop: l.laptopModel ? [l.laptopBrand, l.laptopModel].filter(Boolean).join(' ') : null,
      })),
      timeline: o.timeline.map((e) => ({ status: e.status, at: iso(e.at), by: e.by, note: e.note })),
      invoiceNumber: v.invoiceNumber,
      refunds: v.refunds.map((r) => ({
        amountCents: r.amountCents,
        reason: r.reason,
        status: r.status,
        at: iso(r.createdAt),
        creditNoteNumber: v.creditNoteNumbers.get(r.id) ?? null,
      })),
    };
  };

const returnToExport = (r: ReturnDetail): DataExport['returns'][number] => ({
  title: returnTitle(r),
  orderNumber: r.orderNumber,
  status: r.status,
  reason: r.reason,
  note: r.note,
  shopNote: r.adminNote,
  requestedAt: iso(r.createdAt),
  lines: r.lines.map((l) => ({ product: l.productName, quantity: l.quantity, unitPriceCents: l.unitPriceCents })),
  timeline: r.timeline.map((e) => ({ status: e.status, at: iso(e.at), by: e.by, note: e.note })),
});

/** The account, its sign-in methods and sessions, and what it agreed to. */
function accountPart(x: AccountExport): Pick<DataExport, 'account' | 'consents' | 'sessions'> {
  return {
    account: {
      id: x.account.id,
      email: x.account.email,
      name: x.account.name,
      image: x.account.image ?? null,
      createdAt: iso(x.account.createdAt),
      staffRoles: x.account.roles,
      signInMethods: x.signInMethods.map((m) => ({ method: methodName(m.providerId), since: iso(m.createdAt) })),
    },
    consents: {
      emailAddressConfirmed: x.account.emailVerified,
      marketingEmail: false,
      restockAlerts: x.restockAlerts.length,
      note: 'The shop sends no marketing e-mail. It writes only about your account, your orders and returns, and the parts you asked to hear about when they are back in stock (restockAlerts).',
    },
    sessions: x.sessions.map((s) => ({
      device: deviceName(s.userAgent || null),
      userAgent: s.userAgent || null,
      ip: s.ip || null,
      signedInAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
    })),
  };
}

/** GET /api/me/export: the one mapping of an account's data to the downloaded file. */
export function accountExportToWire(x: AccountExport, currency: string, now = new Date()): DataExport {
  const product = (id: string) => x.productNames.get(id) ?? 'A part no longer listed';
  return {
    exportedAt: iso(now),
    ...accountPart(x),
    profile: x.profiles.map((p) => ({ education: p.education, phone: p.phone, about: p.bio, picture: p.img, createdAt: iso(p.createdAt) })),
    addresses: x.addresses.map((a) => ({ ...toShippingAddress(a), isDefault: a.isDefault, createdAt: iso(a.createdAt) })),
    orders: x.orders.map(orderToExport(currency)),
    returns: x.returns.map(returnToExport),
    productReviews: x.productReviews.map((r) => ({
      product: product(r.productId),
      productId: r.productId,
      rating: r.rating,
      title: r.title,
      body: r.body,
      hidden: r.hidden,
      helpful: r.helpfulCount,
      createdAt: iso(r.createdAt),
    })),
    shopReviews: x.shopReviews.map((r) => ({ name: r.name, text: r.text, img: r.img, createdAt: iso(r.createdAt) })),
    contactMessages: x.contactMessages.map((m) => ({ subject: m.subject, message: m.message, sentAt: iso(m.createdAt) })),
    savedLaptops: x.savedLaptops.map((l) => ({ laptop: laptopFullName(l), laptopId: l.id })),
    restockAlerts: x.restockAlerts.map((a) => ({ product: product(a.productId), productId: a.productId, since: iso(a.createdAt) })),
    cart: x.cart.map((l) => ({ product: product(l.productId), productId: l.productId, quantity: l.quantity })),
    storeCredit: {
      balanceCents: x.storeCredit.balanceCents,
      entries: x.storeCredit.entries.map((e) => ({
        kind: e.kind,
        amountCents: e.amountCents,
        orderId: e.orderId,
        note: e.note,
        at: iso(e.createdAt),
      })),
    },
    giftCardsReceived: x.giftCardsReceived.map((g) => ({
      last4: g.last4,
      message: g.message,
      expiresAt: g.expiresAt ? iso(g.expiresAt) : null,
      issuedAt: iso(g.createdAt),
    })),
  };
}
