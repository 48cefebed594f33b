import { describe, expect, it } from 'vitest';
import type { Product, ProductPage } from '../../../src/shared/schemas/product.js';
import { as, useTestApp } from '../../setup/app.js';

/** Issue 31: product search that forgives typing, on the demo seed. */
const t = useTestApp();

const search = async (text: string, extra = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/service?search=${encodeURIComponent(text)}${extra}` })).json() as ProductPage;
const firstName = async (text: string) => (await search(text)).items[0]?.name;

const T480_BATTERY = 'Replacement battery for Lenovo ThinkPad T480 (01AV424)';
const CRUCIAL_16GB = 'Crucial 16GB DDR4-3200 SO-DIMM';
const XPS_FAN = 'Dell XPS 13 9360 dual cooling fan set';

/** A product made now, so it is the newest: without ranking it would be listed first. */
const newest = async (name: string) =>
  (
    await as(t.app, t.admin, {
      method: 'POST',
      url: '/api/service',
      payload: { name, sublierName: 'S', cost: 3, Quantity: 1, category: 'batteries' },
    })
  ).json() as Product;

describe('GET /api/service?search= forgives typing', () => {
  it('finds the right part first despite misspelt words and any word order', async () => {
    expect(await firstName('thinkpd batery')).toBe(T480_BATTERY);
    expect(await firstName('batery thinkpd')).toBe(T480_BATTERY);
    expect(await firstName('t480 batery')).toBe(T480_BATTERY);
    expect(await firstName('crucal 16gb ddr4')).toBe(CRUCIAL_16GB);
    expect(await firstName('xps 9360 fan')).toBe(XPS_FAN);
    expect(await firstName('fan 9360 xps')).toBe(XPS_FAN);
    // Spelt right, the same parts.
    expect(await firstName('thinkpad battery')).toBe(T480_BATTERY);
  });

  it('keeps a misspelt word from matching parts it does not resemble', async () => {
    const page = await search('t480 batery', '&limit=100');
    expect(page.items.every((p) => /batter/i.test(p.name) && p.compatibleModels.some((m) => /t480/i.test(m)))).toBe(true);
    const memory = await search('crucal 16gb ddr4', '&limit=100');
    expect(memory.items.map((p) => p.name)).toEqual([CRUCIAL_16GB]);
  });

  it('finds nothing for nonsense, alone or beside a real word', async () => {
    for (const text of ['zzzqqqxxx', 'qwxz vbnmk', 'thinkpad zzzqqqxxx', 'xqzj']) {
      const page = await search(text);
      expect(page, text).toEqual({ items: [], total: 0, totalCapped: false, page: 1, limit: 24 });
    }
  });

  it('ranks an exact SKU and an exact part number first, before newer parts that merely mention them', async () => {
    const crucial = (await search(CRUCIAL_16GB)).items.find((p) => p.name === CRUCIAL_16GB)!;
    const sticker = await newest(`Sticker ${crucial.sku}`);
    const bySku = await search(crucial.sku.toLowerCase());
    expect(bySku.items.map((p) => p._id)).toEqual([crucial._id, sticker._id]);

    const strap = await newest('Battery strap for 01AV424 packs');
    const byPart = await search('01AV424');
    expect(byPart.items.map((p) => p.name).slice(0, 2)).toEqual([T480_BATTERY, strap.name]);
    // However it is typed.
    expect((await search('01av-424')).items[0]!.name).toBe(T480_BATTERY);
  });

  it('finds a part by its own part number, typed loosely, when no part number is listed with it', async () => {
    const res = await as(t.app, t.admin, {
      method: 'POST',
      url: '/api/service',
      payload: { name: 'Cooling fan assembly', sublierName: 'S', cost: 19, Quantity: 2, category: 'fans', partNumber: 'DC28-000QQ00' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const fan = res.json() as Product;
    await newest('Fan grille, fits the DC28 fans');
    // Not the same as typed: only the normalised code matches it.
    expect((await search('dc28 000qq00')).items.map((p) => p._id)).toEqual([fan._id]);
    expect((await search('dc28000qq00')).items[0]!._id).toBe(fan._id);
  });

  it('corrects to the words of parts added or renamed since (the word list follows the catalog)', async () => {
    const added = await newest('Zephyrus hinge cover');
    expect((await search('zephyros hinge')).items.map((p) => p._id)).toEqual([added._id]);
    const renamed = await as(t.app, t.admin, {
      method: 'PATCH',
      url: `/api/service/${added._id}`,
      payload: { name: 'Quasimodo bezel clip' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await search('quasimoto bezel')).items.map((p) => p._id)).toEqual([added._id]);
  });

  it('sorts as asked when a sort is given', async () => {
    const page = await search('thinkpd', '&sort=price_asc&limit=100');
    expect(page.items.length).toBeGreaterThan(2);
    expect(page.items.map((p) => p.cost)).toEqual([...page.items.map((p) => p.cost)].sort((a, b) => a - b));
  });
});
