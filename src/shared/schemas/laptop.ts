import { z } from 'zod';
import { IDENTIFY_MAX_BYTES } from '../constants.js';
import { idSchema, pageOf, pageQueryShape } from './common.js';

// Plain values live in zod-free modules (public pages use them without loading the schemas).
export { IDENTIFY_MAX_BYTES };
export { laptopFullName, laptopLabel, normalizeCode } from '../laptop-names.js';

export const PART_NUMBER_KINDS = ['oem', 'fru', 'manufacturer', 'alternative'] as const;
export type PartNumberKind = (typeof PART_NUMBER_KINDS)[number];

export const laptopSchema = z.object({
  _id: idSchema,
  brand: z.string(),
  family: z.string(),
  model: z.string(),
  year: z.number().int().nullable(),
  /** Machine types, model numbers, model identifiers and DMI names, as the maker prints them. */
  identifiers: z.array(z.string()),
});
export type Laptop = z.infer<typeof laptopSchema>;

/** GET /api/laptops/{id}: the model and how many parts fit it, per category. */
export const laptopDetailSchema = laptopSchema.extend({ parts: z.record(z.string(), z.number().int()) });
export type LaptopDetail = z.infer<typeof laptopDetailSchema>;

export const laptopSearchQuerySchema = z.object({
  search: z.string().trim().max(100, { message: 'Search must be at most 100 characters' }).optional().default(''),
});

/** GET /api/admin/laptops: every model, by brand, family and model, a page at a time; `search` narrows by the words typed. */
export const laptopAdminQuerySchema = laptopSearchQuerySchema.extend(pageQueryShape);
export type LaptopAdminQuery = z.input<typeof laptopAdminQuerySchema>;
export const laptopPageSchema = pageOf(laptopSchema);
export type LaptopPage = z.infer<typeof laptopPageSchema>;

/** What "Identify my laptop" reads: the output of one command, pasted (IDENTIFY_MAX_BYTES at most). */
export const identifyRequestSchema = z.object({
  text: z
    .string({ message: 'Paste what the command printed' })
    .min(1, { message: 'Paste what the command printed' })
    .max(IDENTIFY_MAX_BYTES, { message: `The pasted text must be at most ${IDENTIFY_MAX_BYTES} characters` }),
});

export const identifyResultSchema = z.object({
  matches: z.array(
    z.object({
      laptop: laptopSchema,
      /** 0..1: how sure the shop is. */
      confidence: z.number(),
      /** What matched, e.g. "machine type 20L5" or "product name XPS 13 9360". */
      matchedOn: z.string(),
    }),
  ),
});
export type IdentifyResult = z.infer<typeof identifyResultSchema>;

export const savedLaptopCreateSchema = z.object({ laptopId: idSchema });
export const laptopIdParamsSchema = z.object({ laptopId: idSchema });

/** A product's part numbers and fitment on the wire (GET /api/service/{id}). */
export const partNumberSchema = z.object({ number: z.string(), kind: z.enum(PART_NUMBER_KINDS) });
export const fitSchema = z.object({ _id: idSchema, brand: z.string(), family: z.string(), model: z.string(), note: z.string() });
export type Fit = z.infer<typeof fitSchema>;

const laptopText = (label: string, max: number, required = false) => {
  const s = z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` });
  return required ? s.min(1, { message: `${label} is required` }) : s;
};

/** POST /api/admin/laptops and PUT /api/admin/laptops/{id}: a laptop model as an admin writes it. */
export const laptopWriteSchema = z.object({
  brand: laptopText('Brand', 100, true),
  family: laptopText('Family', 100).optional().default(''),
  model: laptopText('Model', 150, true),
  year: z
    .number({ message: 'Year must be a number, for example 2018' })
    .int({ message: 'Year must be a whole number, for example 2018' })
    .min(1990, { message: 'Year must be 1990 or later' })
    .max(2100, { message: 'Year must be 2100 or earlier' })
    .nullable()
    .optional()
    .default(null),
  identifiers: z
    .array(laptopText('An identifier', 100, true), { message: 'Identifiers must be a list' })
    .max(50, { message: 'A model can have at most 50 identifiers' })
    .optional()
    .default([]),
});
export type LaptopWriteInput = z.input<typeof laptopWriteSchema>;

/** PUT /api/admin/products/{id}/fitment: a product's part numbers and the models it fits, replaced as a whole. */
export const fitmentUpdateSchema = z.object({
  partNumbers: z
    .array(
      z.object({
        number: laptopText('Part number', 64, true),
        kind: z.enum(PART_NUMBER_KINDS, { message: `Kind must be one of ${PART_NUMBER_KINDS.join(', ')}` }),
      }),
    )
    .max(20, { message: 'A part can have at most 20 part numbers' }),
  fits: z
    .array(z.object({ laptopId: idSchema, note: laptopText('Note', 200).optional().default('') }))
    .max(500, { message: 'A part can fit at most 500 laptop models' })
    .refine((f) => new Set(f.map((x) => x.laptopId)).size === f.length, { message: 'Each laptop model may be listed once' }),
});
export type FitmentUpdateInput = z.input<typeof fitmentUpdateSchema>;
