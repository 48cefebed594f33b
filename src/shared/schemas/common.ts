import { z } from 'zod';

// In the browser zod runs jitless: its JIT probes `new Function('')`, which the shop's CSP (no
// unsafe-eval) reports as a violation. zod decides when a schema is built, so this comes before
// any schema: every schema module (and src/shared/auth.ts) imports this one. The server keeps the JIT.
if ('document' in globalThis) z.config({ jitless: true });

export const idSchema = z.uuid({ message: 'must be a valid id' });
export const idParamsSchema = z.object({ id: idSchema });
export const emailParamsSchema = z.object({ email: z.email({ message: 'must be a valid e-mail address' }) });
export const errorSchema = z.object({ message: z.string(), code: z.string().optional() });
export type ApiError = z.infer<typeof errorSchema>;

/** A trimmed string that must not be empty; `label` names the field in the message. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} must be at most ${max} characters` });

export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` })
    .optional()
    .default('');

/** An image reference: an http(s) URL or a path served by this shop ("/images/..."). */
export const imageRefSchema = z
  .string()
  .trim()
  .max(2000, { message: 'img must be at most 2000 characters' })
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)[\w\-./]+$/.test(v), {
    message: 'img must be an http(s) URL or a path on this site',
  });

export const isoDate = z.string();

/**
 * A number from JSON, or a numeric string from a form field. Unlike z.coerce it refuses
 * true, null, [] and other values that merely convert to numbers.
 */
export const numberInput = (label: string) =>
  z.union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/)
        .transform(Number),
    ],
    {
      message: `${label} must be a number`,
    },
  );

/** A phone number: digits, spaces, +, ( ) and -; a number is taken as its digits. `label` names the field in the messages. */
export const phoneField = (label: string, labelRequired = `${label} is required`) =>
  z
    .union([z.string(), z.number()], { message: labelRequired })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, { message: labelRequired })
        .regex(/^\+?[0-9][0-9 ()-]{4,24}$/, { message: `${label} must be a phone number (digits, spaces, +, -)` }),
    );

/** The spec's `number`: the phone on an order. */
export const phoneSchema = phoneField('number', 'number (phone) is required');

/** A paged list's query: page from 1, up to 100 items a page (20 by default). */
export const pageQueryShape = {
  page: z.coerce.number().int().min(1, { message: 'page must be at least 1' }).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, { message: 'limit must be at least 1' })
    .max(100, { message: 'limit must be at most 100' })
    .default(20),
};

/** One page of a list and the total it is taken from. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
