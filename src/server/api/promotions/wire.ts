import { toCents, toDollars } from '../../../shared/money.js';
import type {
  ActivePromotion,
  Promotion,
  PromotionFields as WireFields,
  PromotionUpdate,
  PromotionUsage,
} from '../../../shared/schemas/promotion.js';
import type { PromotionFields, PromotionRow, PromotionUseRow, PromotionView } from '../../modules/promotions/service.js';

// ── Wire mapping: dollars and percentages on the wire, cents and basis points in the service ──

const cents = (dollars: number | null | undefined) => (dollars == null ? null : toCents(dollars));
const dollars = (c: number | null) => (c === null ? null : toDollars(c));

/** The kind's value as stored: a percentage in basis points, an amount in cents. */
function valueColumns(kind: WireFields['kind'], value: number | null | undefined) {
  return {
    percentBasisPoints: kind === 'percentage' && value != null ? Math.round(value * 100) : null,
    amountCents: kind === 'fixed' && value != null ? toCents(value) : null,
  };
}

/** POST's fields; a missing list or flag is "no such condition". */
export function promotionFromWire(b: WireFields): PromotionFields {
  return {
    label: b.label,
    code: b.code || null,
    kind: b.kind,
    ...valueColumns(b.kind, b.value),
    minSubtotalCents: cents(b.minSubtotal),
    minQuantity: b.minQuantity ?? null,
    productIds: [...new Set(b.productIds ?? [])],
    categories: [...new Set(b.categories ?? [])],
    brands: [...new Set((b.brands ?? []).map((x) => x.toLowerCase()))],
    firstOrderOnly: b.firstOrderOnly ?? false,
    customerEmails: b.customerEmails ?? [],
    startsAt: b.startsAt ?? null,
    endsAt: b.endsAt ?? null,
    usageLimit: b.usageLimit ?? null,
    usageLimitPerCustomer: b.usageLimitPerCustomer ?? null,
    paused: b.paused ?? false,
  };
}

/** PUT's fields: only those sent change; a value is read for the kind it will have (`kind`: the one sent, else the stored one). */
export function promotionChangesFromWire(b: PromotionUpdate, stored: Pick<PromotionRow, 'kind'>): Partial<PromotionFields> {
  const kind = b.kind ?? stored.kind;
  const set = <K extends keyof PromotionFields>(key: K, v: PromotionFields[K] | undefined) => (v === undefined ? {} : { [key]: v });
  return {
    ...set('label', b.label),
    ...set('code', b.code === undefined ? undefined : b.code || null),
    ...set('kind', b.kind),
    ...(b.kind !== undefined || b.value !== undefined ? valueColumns(kind, b.value) : {}),
    ...set('minSubtotalCents', b.minSubtotal === undefined ? undefined : cents(b.minSubtotal)),
    ...set('minQuantity', b.minQuantity === undefined ? undefined : b.minQuantity),
    ...set('productIds', b.productIds && [...new Set(b.productIds)]),
    ...set('categories', b.categories && [...new Set(b.categories)]),
    ...set('brands', b.brands && [...new Set(b.brands.map((x) => x.toLowerCase()))]),
    ...set('firstOrderOnly', b.firstOrderOnly),
    ...set('customerEmails', b.customerEmails),
    ...set('startsAt', b.startsAt),
    ...set('endsAt', b.endsAt),
    ...set('usageLimit', b.usageLimit),
    ...set('usageLimitPerCustomer', b.usageLimitPerCustomer),
    ...set('paused', b.paused),
  };
}

/** A promotion as shoppers see it: what it takes off and from what, never a code. */
export function activePromotionToWire(p: PromotionRow): ActivePromotion {
  return {
    _id: p.id,
    label: p.label,
    kind: p.kind,
    value: p.kind === 'percentage' ? (p.percentBasisPoints ?? 0) / 100 : dollars(p.amountCents),
    minSubtotal: dollars(p.minSubtotalCents),
    minQuantity: p.minQuantity,
    productIds: p.productIds,
    categories: p.categories,
    brands: p.brands,
    endsAt: p.endsAt?.toISOString() ?? null,
  };
}

export function promotionToWire(p: PromotionView): Promotion {
  return {
    ...activePromotionToWire(p),
    code: p.code,
    firstOrderOnly: p.firstOrderOnly,
    customerEmails: p.customerEmails,
    startsAt: p.startsAt?.toISOString() ?? null,
    usageLimit: p.usageLimit,
    usageLimitPerCustomer: p.usageLimitPerCustomer,
    paused: p.paused,
    endedAt: p.endedAt?.toISOString() ?? null,
    status: p.status,
    uses: p.uses,
    discountTotal: toDollars(p.discountCents),
    revenue: toDollars(p.revenueCents),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export function usageToWire(uses: number, rows: PromotionUseRow[]): PromotionUsage {
  return {
    uses,
    orders: rows.map((r) => ({
      orderId: r.orderId,
      orderNumber: r.orderNumber,
      email: r.customerEmail,
      discount: toDollars(r.discountCents),
      total: toDollars(r.orderTotalCents),
      placedAt: r.createdAt.toISOString(),
    })),
  };
}
