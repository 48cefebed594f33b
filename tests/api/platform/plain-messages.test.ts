/**
 * Every 400 names the field in words a shopper or an owner understands (issue 28, item 8): the public
 * write routes (every body in the OpenAPI document) and the queries are walked with wrong-typed and
 * missing fields, and no answer carries the validator's own wording or a raw field path. The fields
 * the issue names answer with exactly their plain text, and the web's forms (zodResolver on the same
 * schemas) show that same text under the field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { InjectOptions } from 'fastify';
import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { productCreateSchema } from '../../../src/shared/schemas/product.js';
import { refundCreateSchema } from '../../../src/shared/schemas/refund.js';
import { returnCreateSchema } from '../../../src/shared/schemas/return.js';
import { as, useTestApp } from '../../setup/app.js';
import { UNKNOWN_ID } from '../../setup/shop.js';

const t = useTestApp();

const TYPES = '(string|number|boolean|object|array|integer|bigint|date|undefined|null|NaN|nonoptional)';
/**
 * What a person must never read: the validator's words ("Invalid input: expected number, received
 * string"; "received" alone is a return's status), a number that is not one, a raw path ("body/cost",
 * "lines.0.quantity", "cost: …").
 */
const NOT_PLAIN = new RegExp(
  `[Ii]nvalid input|\\b[Ee]xpected:? ${TYPES}|\\b[Rr]eceived:? ${TYPES}|\\bNaN\\b|\\b(body|querystring|params)/|\\b\\w+\\.\\d+\\.\\w+|^\\w+: `,
);

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

const typeOf = (s: JsonSchema | undefined): string | undefined => {
  const type = s?.type ?? s?.anyOf?.find((a) => a.type && a.type !== 'null')?.type;
  return Array.isArray(type) ? type.find((x) => x !== 'null') : type;
};

/** Values of the wrong kind for a field of this schema. */
function wrongValues(s: JsonSchema): unknown[] {
  switch (typeOf(s)) {
    case 'number':
    case 'integer':
      return ['abc', '', true, [1]];
    case 'boolean':
      return ['yes', 1];
    case 'array':
      return ['abc', [12345, { x: 1 }], {}];
    case 'object':
      return ['abc', [1], { x: 'y' }];
    default:
      return [12345, { a: 1 }, '', s.format === 'uuid' ? 'not-an-id' : 'x'.repeat(10_001)];
  }
}

/** A query value that is wrong for this parameter. */
function wrongQuery(s: JsonSchema | undefined): string {
  if (s?.enum || s?.anyOf?.some((a) => a.enum)) return 'zzz';
  const type = typeOf(s);
  if (type === 'number' || type === 'integer') return 'abc';
  if (type === 'boolean') return 'maybe';
  if (s?.format === 'uuid' || s?.anyOf?.some((a) => a.format === 'uuid')) return 'not-an-id';
  if (s?.format === 'email' || s?.anyOf?.some((a) => a.format === 'email')) return 'not-an-email';
  return 'x'.repeat(10_001);
}

const HEADERS = { origin: 'http://localhost:3000' };
let address = 0;

function send(opts: InjectOptions) {
  address++;
  // A fresh address each time: the per-IP limits are tested elsewhere.
  const json = typeof opts.payload === 'string' ? { 'content-type': 'application/json' } : {};
  return as(t.app, t.admin, {
    ...opts,
    headers: { ...HEADERS, ...json },
    remoteAddress: `10.28.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`,
  });
}

describe('every 400 names the field in plain words', () => {
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(() => {
    paths = (t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
  });

  it('walks every write route with missing and wrong-typed fields: no validator wording, no raw path', async () => {
    const refused: string[] = [];
    let answered400 = 0;
    let routes = 0;
    for (const [path, operations] of Object.entries(paths)) {
      if (path.startsWith('/api/auth/')) continue;
      for (const [method, op] of Object.entries(operations)) {
        const schema = op.requestBody?.content?.['application/json']?.schema;
        if (!schema?.properties || !['post', 'put', 'patch'].includes(method)) continue;
        routes++;
        const url = path.replace(/\{[^}]+\}/g, UNKNOWN_ID);
        const bodies: [string, unknown][] = [
          ['{}', {}],
          ['null', null],
          ['a list', [1, 2]],
        ];
        for (const [field, fieldSchema] of Object.entries(schema.properties)) {
          for (const value of wrongValues(fieldSchema)) bodies.push([`${field}=${JSON.stringify(value).slice(0, 20)}`, { [field]: value }]);
        }
        for (const [label, body] of bodies) {
          const res = await send({ method: method.toUpperCase() as 'POST', url, payload: JSON.stringify(body) });
          if (res.statusCode !== 400) continue;
          answered400++;
          const { message, fields } = res.json() as { message: string; fields?: Record<string, string> };
          const texts = [message, ...Object.values(fields ?? {})];
          if (texts.some((m) => NOT_PLAIN.test(m) || m.trim() === '')) refused.push(`${method} ${path} ${label}: ${message}`);
        }
      }
    }
    expect(routes).toBeGreaterThan(30);
    expect(answered400).toBeGreaterThan(300);
    expect(refused).toEqual([]);
  });

  it('walks every query parameter and id in the path with a wrong value: plain words too', async () => {
    const refused: string[] = [];
    let answered400 = 0;
    for (const [path, operations] of Object.entries(paths)) {
      if (path.startsWith('/api/auth/')) continue;
      for (const [method, op] of Object.entries(operations)) {
        const base = path.replace(/\{[^}]+\}/g, UNKNOWN_ID);
        const urls = (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => `${base}?${p.name}=${encodeURIComponent(wrongQuery(p.schema))}`);
        if (/\{(id|productId|laptopId)\}/.test(path)) urls.push(path.replace(/\{[^}]+\}/g, 'not-an-id'));
        for (const url of urls) {
          const res = await send({
            method: method.toUpperCase() as 'GET',
            url,
            ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
          });
          if (res.statusCode !== 400 || !res.headers['content-type']?.toString().startsWith('application/json')) continue;
          answered400++;
          const { message } = res.json() as { message: string };
          if (NOT_PLAIN.test(message)) refused.push(`${method} ${url.slice(0, 80)}: ${message}`);
        }
      }
    }
    expect(answered400).toBeGreaterThan(20);
    expect(refused).toEqual([]);
  });
});

describe('the fields the issue names', () => {
  const product = { name: 'Plain part', sublierName: 'S', cost: 12.5, Quantity: 3, category: 'memory', img: '' };
  const post = (url: string, payload: object) => send({ method: 'POST', url, payload });

  it.each([
    ['cost', 'abc', 'Price must be a number, for example 24.99'],
    ['cost', '', 'Price must be a number, for example 24.99'],
    ['Quantity', 'many', 'Quantity must be a number, for example 3'],
    ['Quantity', 2.5, 'Quantity must be a whole number, for example 3'],
    ['img', 'ftp://example.com/a.jpg', 'Photo URL must start with http:// or https://'],
    ['sublierName', '', 'Supplier is required'],
    ['category', 'chairs', 'Choose a category'],
  ])('Add Product with %s = %j: "%s", as the message and under the field', async (field, value, text) => {
    const res = await post('/api/service', { ...product, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: text, code: 'VALIDATION', fields: { [field]: text } });
  });

  it('a refund: the amount and the reason in words', async () => {
    const amount = await post(`/api/order/${UNKNOWN_ID}/refunds`, { amount: 'ten', reason: 'Broken' });
    expect(amount.statusCode).toBe(400);
    expect(amount.json().message).toBe('Refund amount must be a number, for example 24.99');
    const reason = await post(`/api/order/${UNKNOWN_ID}/refunds`, { amount: 5 });
    expect(reason.json().message).toBe('Write the reason for the refund (the customer sees it)');
  });

  it('a return without a reason: "Choose a reason"; a line in a list says which item', async () => {
    const res = await post(`/api/order/${UNKNOWN_ID}/returns`, { lines: [{ productId: UNKNOWN_ID, quantity: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose a reason');
    const line = await post(`/api/order/${UNKNOWN_ID}/returns`, { lines: [{ productId: UNKNOWN_ID, quantity: 'two' }], reason: 'other' });
    expect(line.json()).toMatchObject({
      message: 'Quantity must be a number, for example 3 (item 1).',
      fields: { 'lines.0.quantity': 'Quantity must be a number, for example 3' },
    });
  });

  it('several problems are listed as sentences', async () => {
    const res = await post('/api/service', { ...product, cost: 'abc', img: 'ftp://x' });
    expect(res.json().message).toBe('Price must be a number, for example 24.99. Photo URL must start with http:// or https://.');
  });
});

describe('the web forms show the same text under the field', () => {
  /** The errors react-hook-form's zodResolver gives a form on these values (as the browser's forms use it). */
  async function formErrors(schema: z.ZodType, values: Record<string, unknown>) {
    const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;
    const resolve = zodResolver(schema as Parameters<typeof zodResolver>[0]) as unknown as Resolver<FieldValues>;
    const result = await resolve(values, undefined, options);
    return Object.fromEntries(Object.entries(result.errors).map(([k, e]) => [k, (e as { message?: string }).message]));
  }

  it('Add Product: cost and quantity typed as words', async () => {
    const errors = await formErrors(productCreateSchema, {
      name: 'A',
      sublierName: 'B',
      cost: 'abc',
      Quantity: 'x',
      category: 'memory',
      img: 'ftp://x',
    });
    expect(errors).toEqual({
      cost: 'Price must be a number, for example 24.99',
      Quantity: 'Quantity must be a number, for example 3',
      img: 'Photo URL must start with http:// or https://',
    });
  });

  it('Refund: the amount typed as a word, no reason', async () => {
    expect(await formErrors(refundCreateSchema, { amount: 'ten', reason: '' })).toEqual({
      amount: 'Refund amount must be a number, for example 24.99',
      reason: 'Write the reason for the refund (the customer sees it)',
    });
  });

  it('Return: no reason chosen', async () => {
    const errors = await formErrors(returnCreateSchema, { lines: [{ productId: UNKNOWN_ID, quantity: 1 }], reason: '' });
    expect(errors.reason).toBe('Choose a reason');
  });
});
