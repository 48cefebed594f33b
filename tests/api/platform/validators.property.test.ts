/** Property-based tests of the shared validators (src/shared/schemas/*, src/shared/auth.ts) with fast-check. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as auth from '../../../src/shared/auth.js';
import { BLOG_REVIEW_MAX, CATEGORY_SLUGS, PASSWORD_MIN } from '../../../src/shared/constants.js';
import { messages } from '../../../src/shared/messages.js';
import { toCents, toDollars } from '../../../src/shared/money.js';
import * as blog from '../../../src/shared/schemas/blog.js';
import * as common from '../../../src/shared/schemas/common.js';
import * as content from '../../../src/shared/schemas/content.js';
import * as insights from '../../../src/shared/schemas/insights.js';
import * as order from '../../../src/shared/schemas/order.js';
import * as payment from '../../../src/shared/schemas/payment.js';
import * as product from '../../../src/shared/schemas/product.js';
import * as profile from '../../../src/shared/schemas/profile.js';
import * as review from '../../../src/shared/schemas/review.js';
import * as session from '../../../src/shared/schemas/session.js';
import * as user from '../../../src/shared/schemas/user.js';

const RUNS = { numRuns: 150 };
const modules = { auth, blog, common, content, insights, order, payment, product, profile, review, session, user };
const schemas = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([, value]) => value instanceof z.ZodType)
    .map(([name, value]) => [`${file}.${name}`, value as z.ZodType] as const),
);

/** Whatever a client could send: JSON values, odd strings, numbers at the edges. */
const hostile = fc.oneof(
  fc.anything({ withNullPrototype: true, withObjectString: true, maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.constantFrom(NaN, Infinity, -Infinity, -0, Number.MAX_VALUE, Number.MIN_VALUE, 2 ** 53 + 1, '', ' ', '\u0000', '\ud800', '__proto__'),
  fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'email', 'password', 'name', 'cost', 'Quantity', 'quantity', 'userId', 'role'),
    fc.anything({ maxDepth: 1 }),
  ),
);

describe('every shared schema', () => {
  it('finds schemas to test', () => {
    expect(schemas.length).toBeGreaterThan(40);
  });

  it.each(schemas)('%s: any input parses or fails with plain messages, never throws', (_name, schema) => {
    fc.assert(
      fc.property(hostile, (value) => {
        const result = schema.safeParse(value);
        if (!result.success) {
          expect(result.error.issues.length).toBeGreaterThan(0);
          for (const issue of result.error.issues) {
            expect(issue.message).toMatch(/\S/);
            // Plain words (issue 28): never the validator's own ("Invalid input: expected number, received string").
            expect(issue.message).not.toMatch(/Invalid input|expected|received|NaN/);
          }
        }
      }),
      RUNS,
    );
  });
});

const specEmail = fc
  .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.stringMatching(/^[a-z]{1,10}$/), fc.stringMatching(/^[a-z]{2,3}$/))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
const password = fc.string({ minLength: PASSWORD_MIN, maxLength: 64 }).filter((p) => p.length >= PASSWORD_MIN);

describe('login and signup forms (src/shared/auth.ts)', () => {
  it('accept every valid form and give it back (e-mail trimmed)', () => {
    fc.assert(
      fc.property(specEmail, password, fc.stringMatching(/^ {0,2}$/), (email, pass, pad) => {
        expect(auth.loginFormSchema.parse({ email: pad + email + pad, password: pass })).toEqual({ email, password: pass });
      }),
      RUNS,
    );
  });

  it('refuse a short password with the spec message', () => {
    fc.assert(
      fc.property(specEmail, fc.string({ minLength: 1, maxLength: PASSWORD_MIN - 1 }), (email, pass) => {
        const result = auth.loginFormSchema.safeParse({ email, password: pass });
        expect(result.success).toBe(false);
        expect(result.error!.issues.map((i) => i.message)).toContain(messages.shortPassword);
        const signup = auth.signupFormSchema.safeParse({ name: 'N', email, password: pass });
        expect(signup.error!.issues.map((i) => i.message)).toContain(messages.signupShortPassword);
      }),
      RUNS,
    );
  });

  it('refuse a blank e-mail or name with the spec messages', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s{0,5}$/), password, (blank, pass) => {
        const messagesOf = (r: { error?: z.ZodError }) => r.error!.issues.map((i) => i.message);
        expect(messagesOf(auth.loginFormSchema.safeParse({ email: blank, password: pass }))).toContain(messages.requiredEmail);
        expect(messagesOf(auth.signupFormSchema.safeParse({ name: blank, email: 'a@b.co', password: pass }))).toContain(
          messages.requiredName,
        );
      }),
      RUNS,
    );
  });
});

describe('ids, phones and text', () => {
  it('idSchema accepts UUIDs and refuses anything else with its message', () => {
    fc.assert(
      fc.property(fc.uuid({ version: 4 }), (id) => {
        expect(common.idSchema.parse(id)).toBe(id);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }).filter((s) => !/^[0-9a-f-]{36}$/i.test(s)),
        (s) => {
          expect(common.idSchema.safeParse(s).error?.issues[0]?.message).toBe('This value must be a valid id');
        },
      ),
      RUNS,
    );
  });

  it('phoneSchema gives back a trimmed phone, from a string or a number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[0-9][0-9 ()-]{3,23}[0-9]$/), (phone) => {
        expect(common.phoneSchema.parse(`  ${phone} `)).toBe(phone.trim());
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 2 ** 31 }), (n) => {
        expect(common.phoneSchema.parse(n)).toBe(String(n));
      }),
      RUNS,
    );
  });

  it('requiredText trims, refuses blank and over-long text naming the field', () => {
    const schema = common.requiredText('Subject', 50);
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (s) => {
        const result = schema.safeParse(s);
        const trimmed = s.trim();
        if (trimmed.length >= 1 && trimmed.length <= 50) expect(result.data).toBe(trimmed);
        else expect(result.error!.issues[0]!.message).toMatch(/^Subject (is required|must be at most 50 characters)$/);
      }),
      RUNS,
    );
  });

  it('blog reviews keep the spec limit of 350 characters', () => {
    fc.assert(
      fc.property(fc.uuid({ version: 4 }), fc.string({ minLength: 1, maxLength: 500 }), (blogId, description) => {
        const result = blog.blogReviewCreateSchema.safeParse({ blogId, name: 'N', description });
        const length = description.trim().length;
        expect(result.success).toBe(length >= 1 && length <= BLOG_REVIEW_MAX);
      }),
      RUNS,
    );
  });

  it('image references are http(s) URLs or site paths, never javascript:, data: or another host', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), (url) => {
        if (!/\s/.test(url) && url.length <= 2000) expect(common.imageRefSchema.safeParse(url).success).toBe(true);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(
        fc.constantFrom('javascript:', 'JavaScript:', 'data:', 'vbscript:', 'file:', 'ftp:'),
        fc.string({ maxLength: 40 }),
        (scheme, rest) => {
          expect(common.imageRefSchema.safeParse(scheme + rest).success).toBe(false);
        },
      ),
      RUNS,
    );
    // A protocol-relative URL names another host; a site path starts with exactly one slash.
    fc.assert(
      fc.property(fc.domain(), fc.webPath(), (host, rest) => {
        expect(common.imageRefSchema.safeParse(`//${host}${rest}`).success).toBe(false);
        expect(common.imageRefSchema.safeParse(`/images/${host}.png`).success).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('numbers', () => {
  const cents = fc.integer({ min: 1, max: 10_000_000 });

  it('money round-trips: dollars with two decimals → cents → dollars', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(toCents(toDollars(c))).toBe(c);
      }),
      RUNS,
    );
  });

  it('a product price with at most two decimals in (0, 100000] is accepted as sent; others are refused', () => {
    const base = { name: 'N', sublierName: 'S', Quantity: 1, category: CATEGORY_SLUGS[0] };
    fc.assert(
      fc.property(cents, (c) => {
        const cost = toDollars(c);
        expect(product.productCreateSchema.parse({ ...base, cost }).cost).toBe(cost);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (cost) => {
        const ok = Number.isFinite(cost) && cost > 0 && cost <= 100_000 && Math.abs(Math.round(cost * 100) - cost * 100) < 1e-6;
        expect(product.productCreateSchema.safeParse({ ...base, cost }).success).toBe(ok);
      }),
      RUNS,
    );
  });

  it('an order quantity is a whole number from 1 to 1000', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (quantity) => {
        const result = order.orderCreateSchema.safeParse({ userId: id, number: '5551234', quantity });
        const ok = Number.isInteger(quantity) && quantity >= 1 && quantity <= 1000;
        expect(result.success).toBe(ok);
        if (ok) expect(result.data!.quantity).toBe(quantity);
        else expect(result.error!.issues[0]!.message).toMatch(/^Quantity /);
      }),
      RUNS,
    );
  });

  it('Add Quantity accepts whole numbers from 1 to 1000000 only', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (Quantity) => {
        const ok = Number.isInteger(Quantity) && Quantity >= 1 && Quantity <= 1_000_000;
        expect(product.addQuantitySchema.safeParse({ Quantity }).success).toBe(ok);
      }),
      RUNS,
    );
  });
});
