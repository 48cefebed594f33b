/**
 * Part attributes per category (issue 31): their definitions on the wire, products written with them
 * (checked against the product's category: a 400 names the attribute), read back, and changed.
 */
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../src/shared/schemas/product.js';
import { as, useTestApp } from '../../setup/app.js';

const t = useTestApp();

const memory = { memoryType: 'DDR4', formFactor: 'SO-DIMM', capacityGb: 16, speedMts: 3200, voltage: 1.2 };
const create = (attributes: unknown, category = 'memory') =>
  as(t.app, t.admin, {
    method: 'POST',
    url: '/api/service',
    payload: { name: `16 GB DDR4-3200 SO-DIMM ${Date.now()}`, sublierName: 'Crucial', cost: 39, Quantity: 5, category, attributes },
  });

describe('part attributes', () => {
  it('lists each category’s attributes with their types, units and values', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog/attributes' });
    expect(res.statusCode).toBe(200);
    const byCategory = res.json() as Record<string, { name: string; type: string; unit?: string; values?: unknown[] }[]>;
    const memoryType = byCategory.memory!.find((a) => a.name === 'memoryType')!;
    expect(memoryType).toMatchObject({ type: 'enum', values: ['DDR3L', 'DDR4', 'DDR5'] });
    expect(byCategory.memory!.find((a) => a.name === 'capacityGb')).toMatchObject({ type: 'number', unit: 'GB' });
    expect(byCategory.storage!.map((a) => a.name)).toEqual(expect.arrayContaining(['m2Key', 'lengthMm', 'protocol', 'pcieGen']));
    expect(byCategory.screens!.map((a) => a.name)).toEqual(expect.arrayContaining(['edpPins', 'refreshHz', 'touch']));
    expect(byCategory.chargers!.map((a) => a.name)).toEqual(expect.arrayContaining(['watts', 'connector', 'usbPd']));
  });

  it('stores a part’s attributes and answers them', async () => {
    const res = await create(memory);
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as Product)._id;
    const read = (await t.app.inject({ method: 'GET', url: `/api/service/${id}` })).json() as Product;
    expect(read.attributes).toEqual(memory);

    const changed = await as(t.app, t.admin, {
      method: 'PATCH',
      url: `/api/service/${id}`,
      payload: { attributes: { ...memory, capacityGb: 32 } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(((await t.app.inject({ method: 'GET', url: `/api/service/${id}` })).json() as Product).attributes.capacityGb).toBe(32);
  });

  it('refuses an attribute the category does not have, or a value it does not take, naming it (400)', async () => {
    for (const [attributes, named] of [
      [{ ...memory, memoryType: 'DDR9' }, 'memoryType'],
      [{ ...memory, capacityGb: 'lots' }, 'capacityGb'],
      [{ ...memory, edpPins: 30 }, 'edpPins'],
    ] as const) {
      const res = await create(attributes);
      expect(res.statusCode, JSON.stringify(attributes)).toBe(400);
      expect(res.json().message).toContain(named);
      // The form shows it under the attribute's field.
      expect(res.json().fields[`attributes.${named}`]).toContain(named);
    }
    const notAnObject = await create(['DDR4']);
    expect(notAnObject.statusCode).toBe(400);
  });
});
