import { describe, expect, it } from 'vitest';
import { apiMessages } from '../../../src/shared/messages.js';
import { addressSchema, type Address } from '../../../src/shared/schemas/address.js';
import { toShippingAddress } from '../../../src/server/modules/addresses/service.js';
import { as, useTestApp, type Session } from '../../setup/app.js';

const t = useTestApp();

const home = {
  name: 'Ada Lovelace',
  line1: '12 Market Street',
  city: 'Berlin',
  postalCode: '10115',
  country: 'DE',
  phone: '+49 30 1234567',
};

const add = (user: Session, body: object) => as(t.app, user, { method: 'POST', url: '/api/addresses', payload: body });
const edit = (user: Session, id: string, body: object) => as(t.app, user, { method: 'PUT', url: `/api/addresses/${id}`, payload: body });
const remove = (user: Session, id: string) => as(t.app, user, { method: 'DELETE', url: `/api/addresses/${id}` });
const list = async (user: Session) => (await as(t.app, user, { method: 'GET', url: '/api/addresses' })).json() as Address[];

async function added(user: Session, body: object = home): Promise<Address> {
  const res = await add(user, body);
  expect(res.statusCode, res.body).toBe(201);
  return addressSchema.parse(res.json());
}

const defaults = (book: Address[]) => book.filter((a) => a.isDefault).map((a) => a.name);

describe('the address book', () => {
  it('adds, lists, edits and deletes an address', async () => {
    const user = await t.customer();
    expect(await list(user)).toEqual([]);
    const created = await added(user, { ...home, country: 'de', line2: null });
    expect(created).toMatchObject({ ...home, line2: '', region: '', isDefault: true });
    expect(await list(user)).toEqual([created]);

    const changed = await edit(user, created._id, { ...home, city: 'Hamburg', postalCode: '20095', region: 'HH' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ ...created, city: 'Hamburg', postalCode: '20095', region: 'HH' });

    const deleted = await remove(user, created._id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    expect(await list(user)).toEqual([]);
    expect((await edit(user, created._id, home)).statusCode).toBe(404);
  });

  it('refuses anonymous callers with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/addresses' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/addresses', payload: home })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/addresses/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(401);
  });

  let refused: Session | undefined;
  it.each([
    ['country', { ...home, country: 'XX' }],
    ['country', { ...home, country: undefined }],
    ['postalCode', { ...home, postalCode: undefined }],
    ['postalCode', { ...home, postalCode: 'x'.repeat(21) }],
    ['phone', { ...home, phone: 'abc' }],
    ['phone', { ...home, phone: undefined }],
    ['name', { ...home, name: '   ' }],
    ['line1', { ...home, line1: undefined }],
    ['city', { ...home, city: 42 }],
    ['line2', { ...home, line2: 'x'.repeat(201) }],
    ['region', { ...home, region: 'x'.repeat(101) }],
    ['isDefault', { ...home, isDefault: 'yes' }],
  ])('answers 400 naming %s for a bad or missing value and saves nothing', async (field, body) => {
    refused ??= await t.customer();
    const res = await add(refused, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty([field]);
    expect(await list(refused)).toEqual([]);
  });

  it('validates an edit the same way, naming the field', async () => {
    const user = await t.customer();
    const mine = await added(user);
    const res = await edit(user, mine._id, { ...home, country: 'XX' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(['country']);
    expect((await edit(user, 'not-an-id', home)).statusCode).toBe(400);
    expect(await list(user)).toEqual([mine]);
  });
});

describe('addresses belong to their owner', () => {
  it("answers 404 for another customer's address, as for a missing one, and changes nothing", async () => {
    const owner = await t.customer();
    const other = await t.customer();
    const mine = await added(owner, { ...home, name: 'Owner only' });

    for (const caller of [other, t.admin]) {
      expect((await as(t.app, caller, { method: 'GET', url: '/api/addresses' })).body).not.toContain('Owner only');
      const put = await edit(caller, mine._id, { ...home, name: 'Taken over' });
      expect(put.statusCode).toBe(404);
      expect(put.json().message).toBe(apiMessages.addressNotFound);
      const del = await remove(caller, mine._id);
      expect(del.statusCode).toBe(404);
      expect(del.json().message).toBe(apiMessages.addressNotFound);
    }
    const otherId = (await t.app.services.accounts.findByEmail(other.email))!.id;
    await expect(t.app.services.addresses.get(otherId, mine._id)).rejects.toMatchObject({ statusCode: 404 });
    expect(await list(owner)).toEqual([mine]);
    expect(await list(other)).toEqual([]);
  });
});

describe('the default address', () => {
  it('makes the first address the default and keeps exactly one', async () => {
    const user = await t.customer();
    const first = await added(user, { ...home, name: 'First', isDefault: false });
    expect(first.isDefault).toBe(true);
    const second = await added(user, { ...home, name: 'Second' });
    expect(second.isDefault).toBe(false);
    const third = await added(user, { ...home, name: 'Third', isDefault: true });
    expect(third.isDefault).toBe(true);
    // Default first, then newest.
    expect((await list(user)).map((a) => a.name)).toEqual(['Third', 'Second', 'First']);
    expect(defaults(await list(user))).toEqual(['Third']);

    expect((await edit(user, second._id, { ...home, name: 'Second', isDefault: true })).json().isDefault).toBe(true);
    expect(defaults(await list(user))).toEqual(['Second']);
    // Unticking the default keeps it: another address takes over only when chosen.
    expect((await edit(user, second._id, { ...home, name: 'Second', isDefault: false })).json().isDefault).toBe(true);
    expect(defaults(await list(user))).toEqual(['Second']);
  });

  it('promotes the newest remaining address when the default is deleted', async () => {
    const user = await t.customer();
    const first = await added(user, { ...home, name: 'First' });
    await added(user, { ...home, name: 'Second' });
    await added(user, { ...home, name: 'Third' });
    expect((await remove(user, first._id)).statusCode).toBe(200);
    expect(defaults(await list(user))).toEqual(['Third']);

    const notDefault = (await list(user)).find((a) => a.name === 'Second')!;
    expect((await remove(user, notDefault._id)).statusCode).toBe(200);
    expect(defaults(await list(user))).toEqual(['Third']);
  });

  it('keeps one default when addresses are added at the same time', async () => {
    const user = await t.customer();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => add(user, { ...home, name: `Parallel ${i}`, isDefault: i % 2 === 0 })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const book = await list(user);
    expect(book).toHaveLength(6);
    expect(defaults(book)).toHaveLength(1);
  });
});

describe('the 20-address cap', () => {
  it('holds 20 addresses even when they arrive at once, then answers 409 until one is deleted', async () => {
    const user = await t.customer();
    const answers = await Promise.all(Array.from({ length: 22 }, (_, i) => add(user, { ...home, name: `Address ${i}` })));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(20).fill(201), 409, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe(apiMessages.tooManyAddresses(20));
    const book = await list(user);
    expect(book).toHaveLength(20);
    expect(defaults(book)).toHaveLength(1);

    expect((await remove(user, book[5]!._id)).statusCode).toBe(200);
    expect((await add(user, { ...home, name: 'Room again' })).statusCode).toBe(201);
    expect((await add(user, home)).statusCode).toBe(409);
  });
});

describe('toShippingAddress', () => {
  it('copies the printed fields only', async () => {
    const user = await t.customer();
    const saved = await added(user, { ...home, line2: 'Floor 3', region: 'BE' });
    const row = await t.app.services.addresses.get((await t.app.services.accounts.findByEmail(user.email))!.id, saved._id);
    expect(toShippingAddress(row)).toEqual({ ...home, line2: 'Floor 3', region: 'BE' });
  });
});
