import { describe, expect, it } from 'vitest';
import { isId } from './ids.js';
import { idSchema } from './schemas/common.js';

/** The browser's zod-free id check must say what the server's `idSchema` says. */
describe('isId', () => {
  const samples: unknown[] = [
    crypto.randomUUID(),
    crypto.randomUUID().toUpperCase(),
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '0190a6c4-8a4e-7b9e-9c3d-2f1e4a5b6c7d', // v7
    '2fab99f2-f850-0714-ab97-524f1ae49202', // version 0
    '2fab99f2-f850-4714-cb97-524f1ae49202', // wrong variant
    '2fab99f2f8504714ab97524f1ae49202',
    ` ${crypto.randomUUID()}`,
    `${crypto.randomUUID()}\n`,
    'not-an-id',
    '',
    42,
    null,
    undefined,
    { id: crypto.randomUUID() },
  ];

  it.each(samples.map((s) => [JSON.stringify(s) ?? String(s), s]))('agrees with idSchema on %s', (_, sample) => {
    expect(isId(sample)).toBe(idSchema.safeParse(sample).success);
  });
});
