import { describe, expect, it } from 'vitest';
import { exchangeTerms, suggestedRefundCents } from './service.js';

/** The money of an exchange (issue 31): Vn the returned units' net value, R the replacement's, tax at the order's rate. */
describe('exchangeTerms', () => {
  it.each([
    // Vn, R, rate: credit, the order's tax and total, the difference
    { vn: 4000, r: 3000, rate: 1900, credit: 3000, tax: 0, total: 0, difference: -1190 },
    { vn: 4000, r: 5000, rate: 1900, credit: 4000, tax: 190, total: 1190, difference: 1190 },
    { vn: 4000, r: 4000, rate: 1900, credit: 4000, tax: 0, total: 0, difference: 0 },
    { vn: 4000, r: 3000, rate: 0, credit: 3000, tax: 0, total: 0, difference: -1000 },
    // Rounding: each side's tax to the nearest cent, as orders round it.
    { vn: 1999, r: 1333, rate: 1900, credit: 1333, tax: 0, total: 0, difference: -(1999 + 380 - (1333 + 253)) },
    { vn: 1333, r: 1999, rate: 1900, credit: 1333, tax: 127, total: 793, difference: 793 },
  ])(
    'Vn $vn, R $r at $rate bp: credit $credit, order total $total, difference $difference',
    ({ vn, r, rate, credit, tax, total, difference }) => {
      expect(exchangeTerms(vn, r, rate)).toEqual({
        creditCents: credit,
        orderTaxCents: tax,
        orderTotalCents: total,
        differenceCents: difference,
      });
    },
  );

  it('never refunds more than the suggested refund, nor asks more than the replacement with tax', () => {
    for (const [vn, r] of [
      [100, 99_999],
      [99_999, 100],
      [5_000, 5_001],
    ] as const) {
      const { differenceCents } = exchangeTerms(vn, r, 1900);
      const refund = suggestedRefundCents({
        lines: [{ unitPriceCents: vn, quantity: 1, discountCents: 0 }] as never,
        taxRateBasisPoints: 1900,
      });
      expect(-differenceCents).toBeLessThanOrEqual(refund);
      expect(differenceCents).toBeLessThanOrEqual(r + Math.round((r * 1900) / 10_000));
    }
  });
});
