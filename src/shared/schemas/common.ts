import { z } from 'zod';
import { plainError } from './plain-errors.js';

// In the browser zod runs jitless: its JIT probes `new Function('')`, which the shop's CSP (no
// unsafe-eval) reports as a violation. zod decides when a schema is built, so this comes before
// any schema: every schema module (and src/shared/auth.ts) imports this one. The server keeps the JIT.
if ('document' in globalThis) z.config({ jitless: true });
// Every issue a schema gives no message of its own names its field in words (plain-errors.ts), on
// the server's 400s and under the web's form fields alike.
z.config({ customError: plainError });

export const idSchema = z.uuid();
export const idParamsSchema = z.object({ id: idSchema });
export const emailParamsSchema = z.object({ email: z.email() });
export const errorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  /** A refused request's fields (by their wire path, as "lines.0.quantity") with what is wrong with each. */
  fields: z.record(z.string(), z.string()).optional(),
  /** A 403's missing staff permission (src/shared/permissions.ts). */
  permission: z.string().optional(),
  /** A refused card's reason code from the payment provider (402 PAYMENT_FAILED): `card_declined`, `expired_card`, … */
  reason: z.string().optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** A trimmed string that must not be empty; `label` names the field in the message, in words ("Supplier"). */
export const requiredText = (label: string, max: number, required = `${label} is required`) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required })
    .max(max, { message: `${label} must be at most ${max} characters` });

export const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` })
    .optional()
    .default('');

/** The message of a photo reference that is neither a web address nor one of the shop's own pictures. */
export const PHOTO_URL_MESSAGE = 'Photo URL must start with http:// or https://';

/** An image reference: an http(s) URL or a path served by this shop ("/images/..."). */
export const imageRefSchema = z
  .string({ message: PHOTO_URL_MESSAGE })
  .trim()
  .max(2000, { message: 'Photo URL must be at most 2000 characters' })
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)[\w\-./]+$/.test(v), {
    message: PHOTO_URL_MESSAGE,
  });

export const isoDate = z.string();

/**
 * A number from JSON, or a numeric string from a form field. Unlike z.coerce it refuses
 * true, null, [] and other values that merely convert to numbers. `label` names the field in words
 * and `example` shows one ("Price must be a number, for example 24.99"); both branches carry the
 * message, so a form (which shows the closest branch's issue) says the same as the server.
 */
export const numberInput = (label: string, example = '3') => {
  const message = `${label} must be a number, for example ${example}`;
  return z.union(
    [
      z.number({ message }),
      z
        .string({ message })
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, { message })
        .transform(Number),
    ],
    { message },
  );
};

/** A phone number: digits, spaces, +, ( ) and -; a number is taken as its digits. `label` names the field in the messages. */
export const phoneField = (label: string, labelRequired = `${label} is required`) =>
  z
    .union([z.string({ message: labelRequired }), z.number({ message: labelRequired })], { message: labelRequired })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, { message: labelRequired })
        .regex(/^\+?[0-9][0-9 ()-]{4,24}$/, { message: `${label} must be a phone number (digits, spaces, +, -)` }),
    );

/** The spec's `number`: the phone on an order. */
export const phoneSchema = phoneField('Phone number');

/** A paged list's query: page from 1, up to 100 items a page (20 by default). */
export const pageQueryShape = {
  page: z.coerce.number().int().min(1, { message: 'Page must be at least 1' }).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, { message: 'Items per page must be at least 1' })
    .max(100, { message: 'Items per page must be at most 100' })
    .default(20),
};

/** One page of a list and the total it is taken from. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
