import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import {
  IDENTIFY_MAX_VALUES,
  identifyIndex,
  identifyLaptops,
  pastedValues,
  type IdentifiableLaptop,
  type IdentifyMatch,
} from '../../../src/server/modules/laptops/identify.js';
import { identifyResultSchema, normalizeCode, type Laptop } from '../../../src/shared/schemas/laptop.js';
import { as, useTestApp } from '../../setup/app.js';
import { expectTooMany, freshIp } from '../platform/rate-limits/too-many.js';

/**
 * Identify my laptop stays cheap (issue 27): the models are indexed once per change (their identifiers
 * normalised when written), each pasted value is a few map lookups, one paste is read for at most
 * IDENTIFY_MAX_VALUES distinct values, and each IP may ask 20 times a minute. Speed itself is
 * measured by `npm run bench:identify`, not here.
 */
const t = useTestApp();
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/identify');

/** Every call from its own address unless `from` says otherwise: the per-IP limit is tested on its own. */
const identify = async (text: string, from = freshIp()) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/laptops/identify', remoteAddress: from, payload: { text } });
  expect(res.statusCode, res.body).toBe(200);
  return identifyResultSchema.parse(res.json()).matches;
};
const labels = (matches: { laptop: Pick<Laptop, 'family' | 'model'> }[]) => matches.map((m) => `${m.laptop.family} ${m.laptop.model}`);

/** `n` (up to 45,000) distinct lines of 3 characters that name no laptop: 100, 101, … in base 36. */
const junk = (n: number) => Array.from({ length: n }, (_, i) => (i + 36 * 36).toString(36).toUpperCase());

describe('identify reads a bounded part of a paste', () => {
  it(`reads at most ${IDENTIFY_MAX_VALUES} distinct values, the first ones`, async () => {
    const lines = junk(5000);
    expect(new Set(lines).size).toBe(5000);
    // The reference paste of the report: ~5,000 distinct short lines, under the 20,000-character limit.
    const hostile = lines.join('\n');
    expect(hostile.length).toBeLessThanOrEqual(20_000);
    expect(pastedValues(hostile)).toEqual(lines.slice(0, IDENTIFY_MAX_VALUES));

    // A model named after the cap is not read; named before it (or among repeats) it is.
    expect(await identify([...junk(IDENTIFY_MAX_VALUES), 'ThinkPad T480'].join('\n'))).toEqual([]);
    expect(labels(await identify(['ThinkPad T480', ...junk(4000)].join('\n')))[0]).toBe('ThinkPad T480');
    const repeated = [...Array.from({ length: 4000 }, () => 'QQ'), 'ThinkPad T480'].join('\n');
    expect(labels(await identify(repeated))[0]).toBe('ThinkPad T480');
  });
});

/** The matcher as it was before the index (one comparison per model, name and value): what the index must agree with. */
function comparedOneByOne<L extends IdentifiableLaptop>(text: string, laptops: L[], limit: number): IdentifyMatch<L>[] {
  const secret = /serial|uuid|identifyingnumber|udid|provisioning|skunumber/i;
  const uuid = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
  const vendorsByBrand: Record<string, RegExp> = {
    Lenovo: /\blenovo\b/i,
    Dell: /\bdell\b/i,
    HP: /\b(hp|hewlett[- ]packard)\b/i,
    Apple: /\bapple\b|\bmacbook/i,
    ASUS: /\basus(tek)?\b/i,
    Acer: /\bacer\b/i,
    Microsoft: /\bmicrosoft\b/i,
    Samsung: /\bsamsung\b/i,
  };
  const set = new Set<string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(uuid, ' ').trim();
    if (!line || secret.test(line)) continue;
    const keyed = /^[^:]{1,40}:\s*(.+)$/.exec(line);
    if (keyed) {
      set.add(keyed[1]!.trim());
      continue;
    }
    if (/^(name|vendor|version|caption)(\s{2,}\w+)*\s*$/i.test(line)) continue;
    for (const cell of line.split(/\s{2,}/)) if (cell.trim()) set.add(cell.trim());
    set.add(line);
  }
  const values = [...set].filter((v) => v.length >= 2 && v.length <= 120);
  const match = (identifier: string, value: string) => {
    const id = normalizeCode(identifier);
    const v = normalizeCode(value);
    if (id.length < 3) return null;
    if (v === id) return { confidence: 0.97, matchedOn: identifier };
    if (/^[0-9][0-9A-Z]{3}$/.test(id) && v.length >= 8 && v.length <= 10 && v.startsWith(id)) {
      return { confidence: 0.95, matchedOn: `machine type ${identifier}` };
    }
    const words = ` ${value.toUpperCase().replace(/\s+/g, ' ')} `;
    if (identifier.includes(' ') && words.includes(` ${identifier.toUpperCase()} `)) return { confidence: 0.9, matchedOn: identifier };
    return null;
  };
  const whole = values.join('\n');
  const vendors = Object.entries(vendorsByBrand)
    .filter(([, re]) => re.test(whole))
    .map(([brand]) => brand);
  const matches: IdentifyMatch<L>[] = [];
  for (const laptop of laptops) {
    let best: { confidence: number; matchedOn: string } | null = null;
    for (const identifier of [...laptop.identifiers, `${laptop.family} ${laptop.model}`.trim()]) {
      for (const value of values) {
        const m = match(identifier, value);
        if (m && (!best || m.confidence > best.confidence)) best = m;
      }
    }
    if (!best) continue;
    const otherMaker = vendors.length > 0 && !vendors.includes(laptop.brand);
    matches.push({ laptop, confidence: otherMaker ? best.confidence / 2 : best.confidence, matchedOn: best.matchedOn });
  }
  return matches.sort((a, b) => b.confidence - a.confidence || a.laptop.model.localeCompare(b.laptop.model)).slice(0, limit);
}

describe('identify looks values up in an index of the models', () => {
  it('finds the same models, scores and reasons as comparing every name with every value', async () => {
    const models = await t.app.services.laptops.all();
    expect(models.length).toBeGreaterThan(30);
    const names = models.flatMap((m) => [...m.identifiers, `${m.family} ${m.model}`]);
    const pastes = [
      ...readdirSync(FIXTURES).map((file) => readFileSync(path.join(FIXTURES, file), 'utf8')),
      names.join('\n'),
      names.map((n) => `Name: ${n.toLowerCase().replace(/ /g, '-')}`).join('\n'),
      names.map((n) => `${n}  ${n.toUpperCase()}   maker ${n} notebook pc`).join('\n'),
      names.map((n) => `HP ${n} G9`).join('\n'),
      ...models.map((m) =>
        [`Vendor: ${m.brand === 'Dell' ? 'LENOVO' : 'Dell Inc.'}`, ...m.identifiers.map((i) => `${i}CTO1WW`)].join('\n'),
      ),
      ...models.map((m) => [`Manufacturer: ${m.brand}`, `Version: ${m.brand} ${m.family} ${m.model} (2019)`].join('\n')),
      ['20L5CTO1WW', '20L6', '20l5-cto', 'thinkpad  t480', 'ThinkPad T480s x', 'A1989', 'MacBookPro15,2'].join('\n'),
    ];
    const index = identifyIndex(models);
    for (const paste of pastes) {
      const summary = (matches: IdentifyMatch<(typeof models)[number]>[]) =>
        matches.map((m) => `${m.laptop.id} ${m.confidence} ${m.matchedOn}`);
      expect(summary(identifyLaptops(paste, index, 1000)), paste.slice(0, 200)).toEqual(summary(comparedOneByOne(paste, models, 1000)));
    }
  });
});

describe('the models are normalised when written and indexed once per change', () => {
  const create = (body: object) => as(t.app, t.admin, { method: 'POST', url: '/api/admin/laptops', payload: body });
  const stored = async (id: string) =>
    (await t.app.pool.query<{ identifiers_norm: string[] }>('select identifiers_norm from laptop_model where id = $1', [id])).rows[0]!
      .identifiers_norm;

  it('stores the normalised identifiers with the model, and identify compares those', async () => {
    const res = await create({ brand: 'Acer', family: 'Zeta', model: 'Book 7', identifiers: ['zq-77 0.1', 'N19Q7'] });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json()._id as string;
    expect(await stored(id)).toEqual(['ZQ7701', 'N19Q7']);
    expect((await identify('ZQ77.01'))[0]).toMatchObject({ laptop: { _id: id }, matchedOn: 'zq-77 0.1', confidence: 0.97 });

    // The stored form is what identify reads; nothing normalises the identifiers again per request. A change the
    // shop did not make through a write (no drop of 'products') is not seen until the next one.
    await t.app.pool.query(`update laptop_model set identifiers_norm = array['ZQ990', 'N19Q7'] where id = $1`, [id]);
    expect((await identify('ZQ77.01'))[0]?.laptop._id).toBe(id);
    t.app.responseCache.invalidate(['products']);
    expect(await identify('ZQ77.01')).toEqual([]);
    expect((await identify('zq 990'))[0]).toMatchObject({ laptop: { _id: id }, matchedOn: 'zq-77 0.1' });
  });

  it('finds a model as soon as an admin adds, changes or removes it', async () => {
    expect(await identify('XK-4410')).toEqual([]);
    const created = await create({ brand: 'Dell', family: 'Vostro', model: '4410', identifiers: ['XK-4410'] });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    expect((await identify('XK4410'))[0]?.laptop._id).toBe(id);

    const changed = await as(t.app, t.admin, {
      method: 'PUT',
      url: `/api/admin/laptops/${id}`,
      payload: { brand: 'Dell', family: 'Vostro', model: '4410', identifiers: ['XK-5510'] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await identify('XK4410')).toEqual([]);
    expect((await identify('xk 5510'))[0]?.laptop._id).toBe(id);

    expect((await as(t.app, t.admin, { method: 'DELETE', url: `/api/admin/laptops/${id}` })).statusCode).toBe(200);
    expect(await identify('XK5510')).toEqual([]);
  });

  it("hears another instance's writes (the 'products' drop over LISTEN/NOTIFY)", async () => {
    const other = await buildApp({ config: t.config, databaseUrl: t.databaseUrl, logger: false });
    try {
      const identifyOn = async (text: string) =>
        identifyResultSchema.parse(
          (await other.inject({ method: 'POST', url: '/api/laptops/identify', remoteAddress: freshIp(), payload: { text } })).json(),
        ).matches;
      expect(await identifyOn('YR-2024')).toEqual([]); // the other instance has built its index
      const created = await create({ brand: 'HP', family: 'ProBook', model: '450 G11', identifiers: ['YR-2024'] });
      expect(created.statusCode, created.body).toBe(201);
      let found: string | undefined;
      for (let i = 0; i < 50 && !found; i++) {
        await new Promise((r) => setTimeout(r, 20));
        found = (await identifyOn('YR2024'))[0]?.laptop._id;
      }
      expect(found).toBe(created.json()._id);
    } finally {
      await other.close();
    }
  });
});

describe('identify is limited per IP', () => {
  it('answers 20 a minute from one address, then 429 with Retry-After; other addresses go on', async () => {
    const from = freshIp();
    for (let i = 0; i < 20; i++) await identify('LENOVO\n20L5CTO1WW', from);
    expectTooMany(
      await t.app.inject({ method: 'POST', url: '/api/laptops/identify', remoteAddress: from, payload: { text: 'LENOVO\n20L5CTO1WW' } }),
    );
    expect(labels(await identify('LENOVO\n20L5CTO1WW'))[0]).toBe('ThinkPad T480');
  });
});
