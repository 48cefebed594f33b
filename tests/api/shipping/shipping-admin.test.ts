import { describe, expect, it } from 'vitest';
import { apiMessages } from '../../../src/shared/messages.js';
import { adminShippingOptionSchema, type AdminShippingOption, type TaxRate } from '../../../src/shared/schemas/shipping.js';
import { orderTotals, toBasisPoints, toRate } from '../../../src/server/modules/shipping/service.js';
import { as, useTestApp, type Session } from '../../setup/app.js';

const t = useTestApp();

const MISSING = '00000000-0000-4000-8000-000000000000';
const option = { name: 'Nordic courier', price: 4.5, freeOver: 50, days: 3, countries: ['se', 'NO', 'SE'], batteries: false };

const call = (session: Session | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  as(t.app, session, { method, url, ...(payload ? { payload } : {}) });
const options = async () => (await call(t.admin, 'GET', '/api/admin/shipping-options')).json() as AdminShippingOption[];
const rates = async () => (await call(t.admin, 'GET', '/api/admin/tax-rates')).json() as TaxRate[];

async function created(body: object = option): Promise<AdminShippingOption> {
  const res = await call(t.admin, 'POST', '/api/admin/shipping-options', body);
  expect(res.statusCode, res.body).toBe(201);
  return adminShippingOptionSchema.parse(res.json());
}

describe('the seeded shipping', () => {
  it('offers every country at least two options, one of them carrying batteries', async () => {
    const { shipping } = t.app.services;
    for (const country of ['DE', 'US', 'JP', 'BR', 'ZA', 'AU']) {
      const all = await shipping.optionsFor(country, { subtotalCents: 2000, batteries: false });
      expect(all.length, country).toBeGreaterThanOrEqual(2);
      const withBatteries = await shipping.optionsFor(country, { subtotalCents: 2000, batteries: true });
      expect(withBatteries.length, country).toBeGreaterThanOrEqual(1);
      expect(withBatteries.every((o) => o.batteries)).toBe(true);
    }
  });

  it('has tax rates for a few countries and none for the US', async () => {
    expect(await rates()).toEqual(
      expect.arrayContaining([
        { country: 'DE', rate: 0.19 },
        { country: 'IE', rate: 0.23 },
      ]),
    );
    expect(await t.app.services.shipping.taxRateFor('DE')).toBe(1900);
    expect(await t.app.services.shipping.taxRateFor('US')).toBe(0);
  });
});

describe('who may manage shipping and tax', () => {
  const routes: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
    ['list options', 'GET', '/api/admin/shipping-options'],
    ['add an option', 'POST', '/api/admin/shipping-options'],
    ['edit an option', 'PUT', `/api/admin/shipping-options/${MISSING}`],
    ['delete an option', 'DELETE', `/api/admin/shipping-options/${MISSING}`],
    ['list tax rates', 'GET', '/api/admin/tax-rates'],
    ['set a tax rate', 'PUT', '/api/admin/tax-rates/DE'],
    ['delete a tax rate', 'DELETE', '/api/admin/tax-rates/DE'],
  ];

  it.each(routes)('%s: 401 for a guest, 403 for a customer, even with a bad body', async (_, method, url) => {
    const customer = await t.customer();
    const body = method === 'POST' || method === 'PUT' ? { price: -1, rate: 9 } : undefined;
    expect((await call(null, method, url, body)).statusCode).toBe(401);
    expect((await call(customer, method, url, body)).statusCode).toBe(403);
    // A bad id or country in the path: still refused before it is read.
    if (method === 'PUT' || method === 'DELETE')
      expect((await call(customer, method, url.replace(/[^/]+$/, 'not-valid'), body)).statusCode).toBe(403);
  });
});

describe('shipping options (admin)', () => {
  it('adds, lists, edits and withdraws an option', async () => {
    const added = await created();
    expect(added).toMatchObject({ name: 'Nordic courier', price: 4.5, freeOver: 50, days: 3, countries: ['NO', 'SE'], batteries: false });
    expect(await options()).toContainEqual(added);

    const res = await call(t.admin, 'PUT', `/api/admin/shipping-options/${added._id}`, {
      ...option,
      price: 5,
      freeOver: null,
      countries: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...added, price: 5, freeOver: null, countries: [] });

    const del = await call(t.admin, 'DELETE', `/api/admin/shipping-options/${added._id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ deletedCount: 1 });
    expect((await options()).map((o) => o._id)).not.toContain(added._id);
    // Archived: gone for shoppers and admins alike, and no longer editable.
    const offered = await t.app.services.shipping.optionsFor('SE', { subtotalCents: 0, batteries: false });
    expect(offered.map((o) => o.id)).not.toContain(added._id);
    expect((await call(t.admin, 'PUT', `/api/admin/shipping-options/${added._id}`, option)).statusCode).toBe(404);
    expect((await call(t.admin, 'DELETE', `/api/admin/shipping-options/${added._id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an option that never existed', async () => {
    const put = await call(t.admin, 'PUT', `/api/admin/shipping-options/${MISSING}`, option);
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe(apiMessages.shippingOptionNotFound);
    expect((await call(t.admin, 'DELETE', `/api/admin/shipping-options/${MISSING}`)).statusCode).toBe(404);
  });

  it('lists options by name', async () => {
    const names = (await options()).map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it.each([
    ['name', { ...option, name: '' }],
    ['price', { ...option, price: -1 }],
    ['price', { ...option, price: 1.234 }],
    ['price', { ...option, price: undefined }],
    ['freeOver', { ...option, freeOver: 'lots' }],
    ['days', { ...option, days: 1.5 }],
    ['countries', { ...option, countries: ['XX'] }],
    ['batteries', { ...option, batteries: 'yes' }],
  ])('answers 400 naming %s and saves nothing', async (field, body) => {
    const before = await options();
    const res = await call(t.admin, 'POST', '/api/admin/shipping-options', body);
    expect(res.statusCode).toBe(400);
    // The field, or an item of it ("countries.0").
    expect(Object.keys(res.json().fields)).toContainEqual(expect.stringMatching(new RegExp(`^${field}(\\.|$)`)));
    expect(await options()).toEqual(before);
  });
});

describe('pricing an option for a basket', () => {
  it('serves only its countries, carries batteries only when allowed, and is free above its threshold', async () => {
    const { shipping } = t.app.services;
    const iceland = await created({ name: 'Iceland ferry', price: 12, freeOver: 80, days: 7, countries: ['IS'], batteries: false });
    const small = { subtotalCents: 7999, batteries: false };

    expect((await shipping.optionsFor('IS', small)).map((o) => o.id)).toContain(iceland._id);
    expect((await shipping.optionsFor('DE', small)).map((o) => o.id)).not.toContain(iceland._id);
    expect((await shipping.optionsFor('IS', { ...small, batteries: true })).map((o) => o.id)).not.toContain(iceland._id);

    expect(await shipping.priceOption(iceland._id, 'IS', small)).toMatchObject({
      priceCents: 1200,
      regularPriceCents: 1200,
      freeOverCents: 8000,
    });
    expect(await shipping.priceOption(iceland._id, 'IS', { subtotalCents: 8000, batteries: false })).toMatchObject({
      priceCents: 0,
      regularPriceCents: 1200,
    });
    await expect(shipping.priceOption(iceland._id, 'DE', small)).rejects.toMatchObject({
      statusCode: 409,
      message: apiMessages.shippingNotToCountry,
    });
    await expect(shipping.priceOption(iceland._id, 'IS', { ...small, batteries: true })).rejects.toMatchObject({
      statusCode: 409,
      message: apiMessages.shippingNoBatteries,
    });
    await expect(shipping.priceOption(MISSING, 'IS', small)).rejects.toMatchObject({
      statusCode: 404,
      message: apiMessages.shippingOptionNotFound,
    });
  });

  it('sorts by price after "free above", then days, then name', async () => {
    const offered = await t.app.services.shipping.optionsFor('DE', { subtotalCents: 100_000, batteries: false });
    const keys = offered.map((o) => [o.priceCents, o.days, o.name] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2].localeCompare(b[2]));
    expect(keys).toEqual(sorted);
    expect(offered[0]!.priceCents).toBe(0);
  });
});

describe('tax rates (admin)', () => {
  it('sets, lists, changes and deletes a rate', async () => {
    const set = await call(t.admin, 'PUT', '/api/admin/tax-rates/se', { rate: 0.25 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ country: 'SE', rate: 0.25 });
    expect((await call(t.admin, 'PUT', '/api/admin/tax-rates/SE', { rate: '0.0725' })).json()).toEqual({ country: 'SE', rate: 0.0725 });
    expect(await t.app.services.shipping.taxRateFor('SE')).toBe(725);
    const listed = await rates();
    expect(listed).toContainEqual({ country: 'SE', rate: 0.0725 });
    expect(listed.map((r) => r.country)).toEqual([...listed.map((r) => r.country)].sort());
    expect((await call(t.admin, 'PUT', '/api/admin/tax-rates/SE', { rate: 0 })).json()).toEqual({ country: 'SE', rate: 0 });

    const del = await call(t.admin, 'DELETE', '/api/admin/tax-rates/SE');
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ deletedCount: 1 });
    expect((await rates()).map((r) => r.country)).not.toContain('SE');
    const again = await call(t.admin, 'DELETE', '/api/admin/tax-rates/SE');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('No tax rate for that country.');
  });

  it.each([
    ['rate', { rate: 0.6 }],
    ['rate', { rate: 0.12345 }],
    ['rate', { rate: -0.1 }],
    ['rate', {}],
  ])('answers 400 naming %s for %j', async (field, body) => {
    const res = await call(t.admin, 'PUT', '/api/admin/tax-rates/NO', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty([field]);
    expect((await rates()).map((r) => r.country)).not.toContain('NO');
  });

  it('answers 400 naming country for a code that is not ISO 3166-1', async () => {
    const res = await call(t.admin, 'PUT', '/api/admin/tax-rates/XX', { rate: 0.1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(['country']);
  });
});

describe('orderTotals', () => {
  it('taxes subtotal + shipping at the rate, to the cent', () => {
    // 19% of 130.40 is 24.776.
    expect(orderTotals({ subtotalCents: 12345, shippingCents: 695, taxRateBasisPoints: 1900 })).toEqual({
      taxCents: 2478,
      totalCents: 15518,
    });
    expect(orderTotals({ subtotalCents: 12345, shippingCents: 0, taxRateBasisPoints: 2000 })).toEqual({
      taxCents: 2469,
      totalCents: 14814,
    });
  });

  it('rounds half a cent up', () => {
    expect(orderTotals({ subtotalCents: 5, shippingCents: 0, taxRateBasisPoints: 1000 }).taxCents).toBe(1);
    expect(orderTotals({ subtotalCents: 15, shippingCents: 10, taxRateBasisPoints: 1000 }).taxCents).toBe(3);
    expect(orderTotals({ subtotalCents: 14, shippingCents: 0, taxRateBasisPoints: 1000 }).taxCents).toBe(1);
    // 7.25% of 2.00 is 14.5 cents: floating point says 14.4999…, integers say 15.
    expect(Math.round(200 * 0.0725)).toBe(14);
    expect(orderTotals({ subtotalCents: 200, shippingCents: 0, taxRateBasisPoints: 725 }).taxCents).toBe(15);
  });

  it('adds no tax at a rate of 0', () => {
    expect(orderTotals({ subtotalCents: 9999, shippingCents: 695, taxRateBasisPoints: 0 })).toEqual({ taxCents: 0, totalCents: 10694 });
    expect(orderTotals({ subtotalCents: 0, shippingCents: 0, taxRateBasisPoints: 5000 })).toEqual({ taxCents: 0, totalCents: 0 });
  });

  it('converts rates between the wire and basis points', () => {
    expect(toBasisPoints(0.19)).toBe(1900);
    expect(toBasisPoints(0.0725)).toBe(725);
    expect(toBasisPoints(0.5)).toBe(5000);
    expect(toRate(1900)).toBe(0.19);
    expect(toRate(2300)).toBe(0.23);
  });
});
