import { dateOf, money } from '../../lib/text.js';

/** Who sells: SHOP_NAME, SHOP_ADDRESS's lines, SHOP_TAX_ID when set. */
export interface Seller {
  name: string;
  addressLines: string[];
  taxId: string | null;
}

/** What an invoice prints of its order (all money in cents). */
export interface InvoiceOrder {
  id: string;
  /** The number people quote ("PH-2026-000123"). */
  orderNumber: string;
  customerEmail: string;
  /** The billing and delivery address, one string per line (none on an order without a delivery). */
  addressLines: string[];
  lines: { name: string; quantity: number; unitPriceCents: number; lineTotalCents: number }[];
  subtotalCents: number;
  /** The promotions applied: each one's name (and code) and what it took off (a free-shipping one: the shipping it saved). */
  discounts: { label: string; code: string | null; kind: string; amountCents: number }[];
  shippingCents: number;
  shippingOptionName: string | null;
  taxCents: number;
  taxRateBasisPoints: number;
  totalCents: number;
  /** What paid the total besides the card (store credit, gift cards); the card paid the rest. */
  tenders: { label: string; amountCents: number }[];
  paidAt: Date;
  transactionId: string | null;
}

/** A refund that succeeded, as the invoice lists it. */
export interface RefundEntry {
  amountCents: number;
  reason: string;
  at: Date;
  creditNoteNumber: string | null;
}

export interface InvoiceDocument {
  seller: Seller;
  number: string;
  issuedAt: Date;
  order: InvoiceOrder;
  refunds: RefundEntry[];
}

export interface CreditNoteDocument {
  seller: Seller;
  number: string;
  issuedAt: Date;
  /** The invoice it corrects. */
  invoice: { number: string; issuedAt: Date };
  order: Pick<InvoiceOrder, 'id' | 'orderNumber' | 'customerEmail' | 'addressLines' | 'discounts' | 'totalCents' | 'transactionId'> & {
    refundedCents: number;
  };
  refund: {
    id: string;
    amountCents: number;
    reason: string;
    providerRefundId: string | null;
    /** Where it went: to the card, back on gift cards (by their last four), as store credit. */
    cardCents: number;
    giftCards: { last4: string; amountCents: number }[];
    storeCreditCents: number;
  };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and quoted attributes. */
export const escapeHtml = (value: string | number): string => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Escapes every interpolated value; values wrapped by `raw` (markup built here) go in as they are. */
class Raw {
  constructor(readonly html: string) {}
}
const raw = (html: string) => new Raw(html);
type Value = string | number | Raw | Raw[];
function html(strings: TemplateStringsArray, ...values: Value[]): Raw {
  const part = (v: Value): string => (v instanceof Raw ? v.html : Array.isArray(v) ? v.map(part).join('') : escapeHtml(v));
  return raw(strings.reduce((out, s, i) => out + s + (i < values.length ? part(values[i]!) : ''), ''));
}

const lines = (list: string[]) => raw(list.map((l) => escapeHtml(l)).join('<br>'));

/** One A4 page, compact; printing hides nothing because there is nothing interactive. */
const STYLE = `
@page { size: A4; margin: 15mm }
* { box-sizing: border-box }
body { margin: 0 auto; max-width: 180mm; font: 10pt/1.35 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #111 }
h1 { font-size: 16pt; margin: 0 0 2mm }
h2 { font-size: 10pt; margin: 0 0 1mm; text-transform: uppercase; letter-spacing: .04em; color: #555 }
header { margin-bottom: 4mm }
.parties { display: flex; justify-content: space-between; gap: 8mm; margin-bottom: 5mm }
.parties > div { flex: 1 }
dl { display: grid; grid-template-columns: max-content auto max-content auto; gap: .5mm 4mm; margin: 0 }
dt { color: #555 } dd { margin: 0; white-space: nowrap }
table { width: 100%; border-collapse: collapse; margin-bottom: 4mm }
th, td { padding: 1mm 1.5mm; border-bottom: .2mm solid #ccc; text-align: left; vertical-align: top }
th { font-size: 9pt; color: #555; border-bottom: .4mm solid #111 }
.num { text-align: right; white-space: nowrap }
.totals { margin-left: auto; width: 85mm }
.totals td { border: 0; padding: .6mm 1.5mm }
.totals tr.total td { border-top: .4mm solid #111; font-weight: 700 }
p { margin: 0 0 2mm }
@media print { body { max-width: none } tr, .totals { break-inside: avoid } }
`;

function page(title: string, body: Raw): string {
  return `<!doctype html>\n${
    html`<html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        ${body}
      </body>
    </html>`.html
  }\n`;
}

const sellerBlock = (s: Seller) =>
  html`<div>
    <h2>Seller</h2>
    <p><strong>${s.name}</strong><br />${lines(s.addressLines)}${s.taxId ? html`<br />Tax ID: ${s.taxId}` : ''}</p>
  </div>`;

const customerBlock = (o: Pick<InvoiceOrder, 'customerEmail' | 'addressLines'>) =>
  html`<div>
    <h2>Bill to and deliver to</h2>
    <p>${o.addressLines.length ? html`${lines(o.addressLines)}<br />` : ''}${o.customerEmail}</p>
  </div>`;

/** A discount as documents name it: its label, and its code in capitals. */
const discountName = (x: InvoiceOrder['discounts'][number]) => `${x.label}${x.code ? ` (code ${x.code.toUpperCase()})` : ''}`;

function totalsTable(o: InvoiceOrder, refunded: number): Raw {
  const freeShipping = o.discounts.filter((x) => x.kind === 'free_shipping').map(discountName);
  const shipping = [o.shippingOptionName, ...freeShipping].filter(Boolean).join(', ');
  const rows: [string, number, string?][] = [
    ['Subtotal', o.subtotalCents],
    ...o.discounts.filter((x) => x.kind !== 'free_shipping').map((x): [string, number] => [discountName(x), -x.amountCents]),
    [shipping ? `Shipping (${shipping})` : 'Shipping', o.shippingCents],
    [`Tax (${o.taxRateBasisPoints / 100}%)`, o.taxCents],
    ['Total', o.totalCents, 'total'],
  ];
  if (o.tenders.length > 0) {
    const byCard = o.totalCents - o.tenders.reduce((sum, t) => sum + t.amountCents, 0);
    rows.push(...o.tenders.map((t): [string, number] => [t.label, -t.amountCents]), ['Paid by card', byCard]);
  }
  if (refunded > 0) rows.push(['Refunded', -refunded], ['Net paid', o.totalCents - refunded, 'total']);
  return html`<table class="totals">
    ${rows.map(
      ([label, cents, cls]) =>
        html`<tr class="${cls ?? ''}">
          <td>${label}</td>
          <td class="num">${money(cents)}</td>
        </tr>`,
    )}
  </table>`;
}

function refundsTable(refunds: RefundEntry[]): Raw | string {
  if (refunds.length === 0) return '';
  return html`<h2>Refunds so far</h2>
    <table>
      <thead>
        <tr>
          <th>Date</th>
          <th>Credit note</th>
          <th>Reason</th>
          <th class="num">Amount</th>
        </tr>
      </thead>
      <tbody>
        ${refunds.map(
          (r) =>
            html`<tr>
              <td>${dateOf(r.at)}</td>
              <td>${r.creditNoteNumber ?? '—'}</td>
              <td>${r.reason}</td>
              <td class="num">${money(r.amountCents)}</td>
            </tr>`,
        )}
      </tbody>
    </table>`;
}

/** The invoice of a paid order: one A4 page, print-ready, no scripts. */
export function renderInvoice(doc: InvoiceDocument): string {
  const { order: o } = doc;
  const refunded = doc.refunds.reduce((sum, r) => sum + r.amountCents, 0);
  const body = html`<header>
      <h1>Invoice ${doc.number}</h1>
      <dl>
        <dt>Invoice number</dt>
        <dd>${doc.number}</dd>
        <dt>Invoice date</dt>
        <dd>${dateOf(doc.issuedAt)}</dd>
        <dt>Order number</dt>
        <dd>${o.orderNumber}</dd>
      </dl>
    </header>
    <section class="parties">${sellerBlock(doc.seller)}${customerBlock(o)}</section>
    <table>
      <thead>
        <tr>
          <th>Item</th>
          <th class="num">Qty</th>
          <th class="num">Unit price</th>
          <th class="num">Line total</th>
        </tr>
      </thead>
      <tbody>
        ${o.lines.map(
          (l) =>
            html`<tr>
              <td>${l.name}</td>
              <td class="num">${l.quantity}</td>
              <td class="num">${money(l.unitPriceCents)}</td>
              <td class="num">${money(l.lineTotalCents)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    ${totalsTable(o, refunded)}
    <p>Paid by card on ${dateOf(o.paidAt)}${o.transactionId ? html`, transaction ${o.transactionId}` : ''}.</p>
    ${refundsTable(doc.refunds)}`;
  return page(`Invoice ${doc.number}`, body);
}

/** Where a refund went, in words: "$20.00 to the card the order was paid with (transaction pi_…; refund re_…), $5.00 to gift card ending ABCD". */
function refundedTo(r: CreditNoteDocument['refund'], transactionId: string | null): Raw {
  const ids = [transactionId ? `transaction ${transactionId}` : '', r.providerRefundId ? `refund ${r.providerRefundId}` : ''].filter(
    Boolean,
  );
  const parts = [
    ...(r.cardCents > 0 ? [`${money(r.cardCents)} to the card the order was paid with${ids.length ? ` (${ids.join('; ')})` : ''}`] : []),
    ...r.giftCards.map((g) => `${money(g.amountCents)} to gift card ending ${g.last4}`),
    ...(r.storeCreditCents > 0 ? [`${money(r.storeCreditCents)} as store credit on the customer's account`] : []),
  ];
  return html`${parts.join(', ')}`;
}

/** The credit note of a refund that succeeded: which invoice it corrects, how much was given back and why. */
export function renderCreditNote(doc: CreditNoteDocument): string {
  const { order: o, refund: r } = doc;
  const body = html`<header>
      <h1>Credit note ${doc.number}</h1>
      <dl>
        <dt>Credit note number</dt>
        <dd>${doc.number}</dd>
        <dt>Date</dt>
        <dd>${dateOf(doc.issuedAt)}</dd>
        <dt>Corrects invoice</dt>
        <dd>${doc.invoice.number}</dd>
        <dt>Order number</dt>
        <dd>${o.orderNumber}</dd>
      </dl>
    </header>
    <section class="parties">${sellerBlock(doc.seller)}${customerBlock(o)}</section>
    <table>
      <thead>
        <tr>
          <th>Description</th>
          <th class="num">Amount</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>Refund: ${r.reason}</td>
          <td class="num">${money(-r.amountCents)}</td>
        </tr>
      </tbody>
    </table>
    <table class="totals">
      <tr class="total">
        <td>Amount refunded</td>
        <td class="num">${money(r.amountCents)}</td>
      </tr>
      <tr>
        <td>Invoice total${o.discounts.length ? html` (after ${o.discounts.map(discountName).join(', ')})` : ''}</td>
        <td class="num">${money(o.totalCents)}</td>
      </tr>
      <tr>
        <td>Refunded on this order so far</td>
        <td class="num">${money(o.refundedCents)}</td>
      </tr>
    </table>
    <p>This credit note corrects invoice ${doc.invoice.number} of ${dateOf(doc.invoice.issuedAt)}.</p>
    <p>Refunded ${refundedTo(r, o.transactionId)}.</p>`;
  return page(`Credit note ${doc.number}`, body);
}
