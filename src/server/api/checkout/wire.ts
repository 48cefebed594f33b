import { toDollars } from '../../../shared/money.js';
import type { Quote } from '../../../shared/schemas/checkout.js';
import type { NewOrder } from '../../modules/orders/service.js';
import { discountsToWire, lineToWire, tendersToWire } from '../orders/wire.js';

// ── Wire mapping: the spec's names on the wire, the domain's in the services (ADR 003) ──

/** A priced order before it is placed (the checkout summary). */
export function quoteToWire(o: NewOrder, currency: string): Quote {
  const delivery = o.delivery!;
  return {
    lines: o.lines.map(lineToWire),
    subtotal: toDollars(o.subtotalCents),
    discount: toDollars(o.discountCents),
    discounts: discountsToWire(o.discounts),
    shipping: toDollars(delivery.shippingCents),
    tax: toDollars(delivery.taxCents),
    taxRate: delivery.taxRateBasisPoints / 10_000,
    cost: toDollars(o.totalCents),
    ...tendersToWire(o),
    currency: currency.toUpperCase(),
    shippingAddress: delivery.address,
    shippingOption: { _id: delivery.shippingOptionId, name: delivery.shippingOptionName, days: delivery.shippingDays },
  };
}
