import type { OrderView } from '../mail/templates/content.js';
import type { OrderLineRow, Summarised } from './detail.js';
import { addressLines } from './detail.js';

type Viewed = Omit<Summarised, 'lines'> & {
  lines: Pick<OrderLineRow, 'productName' | 'productImg' | 'laptopModel' | 'quantity' | 'unitPriceCents' | 'lineTotalCents'>[];
};

/** A line's picture as an e-mail may show it: the shop's own images only, made absolute. */
const imageOf = (img: string, shopUrl: string) => (img.startsWith('/') ? `${shopUrl}${img}` : img.startsWith(`${shopUrl}/`) ? img : null);

/** The totals, as orderSummary writes them: subtotal, discounts, shipping, tax, total, then what paid before the card. */
function totalsOf(o: Viewed): OrderView['totals'] {
  const totals: OrderView['totals'] = [{ label: 'Subtotal', cents: o.subtotalCents }];
  for (const x of o.discounts)
    totals.push({ label: `${x.label}${x.code ? ` (code ${x.code.toUpperCase()})` : ''}`, cents: -x.amountCents });
  if (o.shippingOptionName) totals.push({ label: `Shipping (${o.shippingOptionName})`, cents: o.shippingCents });
  if (o.taxCents > 0) totals.push({ label: `Tax (${o.taxRateBasisPoints / 100}%)`, cents: o.taxCents });
  totals.push({ label: 'Total', cents: o.totalCents, total: true });
  if (o.storeCreditCents > 0) totals.push({ label: 'Paid with store credit', cents: -o.storeCreditCents });
  for (const g of o.giftCards) totals.push({ label: `Paid with gift card ending ${g.last4}`, cents: -g.amountCents });
  const tenders = o.storeCreditCents + o.giftCards.reduce((sum, g) => sum + g.amountCents, 0);
  if (tenders > 0) totals.push({ label: 'To pay by card', cents: o.totalCents - tenders });
  return totals;
}

/** The order as its e-mails' templates show it (the same figures as orderSummary's text). */
export function orderView(o: Viewed, shopUrl: string, invoice: OrderView['invoice'] = null): OrderView {
  return {
    orderNumber: o.orderNumber,
    lines: o.lines.map((l) => ({
      name: l.productName,
      imageUrl: imageOf(l.productImg, shopUrl),
      laptop: l.laptopModel,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      lineTotalCents: l.lineTotalCents,
    })),
    totals: totalsOf(o),
    address: o.shippingAddress ? addressLines(o.shippingAddress).split('\n') : null,
    noAddress: o.shippingAddress ? null : `Phone on the order: ${o.phone}\nNo delivery address yet: add one on the payment page.`,
    option: o.shippingOptionName,
    invoice,
  };
}
