import { describe, expect, it } from 'vitest';
import type { Promotion } from '../../../../shared/schemas/promotion';
import { promotionConditions, promotionOff, promotionUses } from '../utils/promotion-text';
import { formFieldOf, promotionFormSchema, toForm, toWire } from './promotion-form-schema';

const empty = toForm();

describe('the promotion form', () => {
  it('sends empty fields as "no such condition", lists split, and times as ISO instants', () => {
    const wire = toWire({
      ...empty,
      label: 'Fan week',
      value: '10',
      categories: ['fans'],
      brands: ' Lenovo, Dell ,',
      productIds: 'a, b\nc',
      customerEmails: 'a@example.com\n\nB@example.com; c@example.com',
      endsAt: '2030-12-24T18:00',
    });
    expect(wire).toMatchObject({
      label: 'Fan week',
      code: null,
      value: '10',
      minSubtotal: null,
      minQuantity: null,
      brands: ['Lenovo', 'Dell'],
      productIds: ['a', 'b', 'c'],
      customerEmails: ['a@example.com', 'B@example.com', 'c@example.com'],
      startsAt: null,
      usageLimit: null,
    });
    expect(wire.endsAt).toBe(new Date('2030-12-24T18:00').toISOString());
  });

  it('takes no value for free shipping, whatever the hidden field holds', () => {
    expect(toWire({ ...empty, label: 'Ship', kind: 'free_shipping', value: '5' }).value).toBeNull();
  });

  it("checks with the wire's schema: its messages under the form's fields", () => {
    const result = promotionFormSchema.safeParse({ ...empty, code: 'no spaces', value: '150', customerEmails: 'not-an-email' });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((i) => [formFieldOf(i.path.join('.')), i.message]));
    expect(Object.keys(fields).sort()).toEqual(['code', 'customerEmails', 'label', 'value']);
    expect(fields.value).toMatch(/percentage above 0 and at most 100/);
  });

  it('shows a saved promotion in the fields again', () => {
    const saved = { ...toWire({ ...empty, label: 'x', value: '5', endsAt: '2030-12-24T18:00' }) };
    const promotion = {
      ...saved,
      _id: 'p',
      code: 'RAM5',
      kind: 'fixed',
      value: 5,
      brands: ['Kingston', 'Crucial'],
      customerEmails: ['a@example.com', 'b@example.com'],
      endsAt: saved.endsAt,
    } as unknown as Promotion;
    const form = toForm(promotion);
    expect(form).toMatchObject({ code: 'RAM5', kind: 'fixed', value: '5', brands: 'Kingston, Crucial', endsAt: '2030-12-24T18:00' });
    expect(form.customerEmails).toBe('a@example.com\nb@example.com');
  });
});

describe('promotion text', () => {
  const p = {
    kind: 'percentage',
    value: 10,
    minSubtotal: 50,
    minQuantity: 2,
    categories: ['fans'],
    brands: ['Lenovo'],
    productIds: ['a'],
    firstOrderOnly: true,
    customerEmails: ['a@example.com', 'b@example.com'],
    uses: 3,
    usageLimit: null,
  } as unknown as Promotion;

  it('says what it takes off and under which conditions', () => {
    expect(promotionOff(p)).toBe('10 % off');
    expect(promotionOff({ kind: 'fixed', value: 5 })).toBe('$5.00 off');
    expect(promotionOff({ kind: 'free_shipping', value: null })).toBe('Free shipping');
    expect(promotionConditions(p)).toEqual([
      'Orders from $50.00',
      '2 or more units',
      'Cooling fans',
      'Brands: Lenovo',
      '1 chosen product',
      'First order only',
      '2 chosen customers',
    ]);
    expect(promotionUses(p)).toBe('3');
    expect(promotionUses({ ...p, usageLimit: 10 })).toBe('3 / 10');
  });
});
