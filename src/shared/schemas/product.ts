import { z } from 'zod';
import { CATEGORY_SLUGS, PRODUCT_SORTS, type ProductSort } from '../constants.js';
import { idSchema, imageRefSchema, isoDate, numberInput, requiredText } from './common.js';
import { fitSchema, partNumberSchema } from './laptop.js';
import { ratingSchema } from './product-review.js';
import { fitAnswerSchema } from './laptop-spec.js';
import { ATTRIBUTE_PARAMS } from '../part-attributes.js';

const attributeValueSchema = z.union([z.string().max(100), z.number(), z.boolean()], {
  message: 'An attribute is text, a number or true/false',
});

// A plain value lives in a zod-free module (the catalog page uses it without loading the schemas).
export { PRODUCT_SORTS, type ProductSort };

/** A product ("service" in the spec) as it travels on the wire. */
export const productSchema = z.object({
  _id: idSchema,
  /** The shop's stock-keeping unit (unique; CSV imports match products by it). */
  sku: z.string(),
  name: z.string(),
  sublierName: z.string(),
  description: z.string(),
  img: z.string(),
  cost: z.number(),
  TotalQuentity: z.number().int(),
  Quantity: z.number().int(),
  category: z.string(),
  brand: z.string(),
  partNumber: z.string(),
  compatibleModels: z.array(z.string()),
  /** The part's attributes of its category (`GET /api/catalog/attributes` defines them; issue 31). */
  attributes: z.record(z.string(), attributeValueSchema),
  /** At or below this many units the part is low on stock (staff are told); null: the shop's default, DEFAULT_LOW_STOCK_THRESHOLD. */
  lowStockThreshold: z.number().int().nullable(),
  /** Stars from the product's visible reviews (only buyers write them). */
  rating: ratingSchema,
  /** The price while an automatic promotion takes a share off it (absent otherwise); `cost` is the regular price. */
  salePrice: z.number().optional(),
  /** That promotion: its label and when it ends (null: until the shop ends it). */
  promotion: z.object({ label: z.string(), endsAt: isoDate.nullable() }).optional(),
  createdAt: isoDate,
  /** With `?laptop=`: whether the part fits that laptop, where the answer comes from and why (issue 31). */
  fit: fitAnswerSchema.optional(),
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/service/{id}: the product with its part numbers and the laptop models it fits. */
export const productDetailSchema = productSchema.extend({
  partNumbers: z.array(partNumberSchema),
  fits: z.array(fitSchema),
  /** Whether the signed-in caller asked to be told when this part is back in stock (false for guests). */
  restockAlert: z.boolean(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

const price = numberInput('Price', '24.99').pipe(
  z
    .number()
    .positive({ message: 'Price must be above 0' })
    .max(100_000, { message: 'Price must be at most 100000' })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'Price can have at most 2 decimals, for example 24.99' }),
);

const units = (label: string) =>
  numberInput(label).pipe(
    z
      .number()
      .int({ message: `${label} must be a whole number, for example 3` })
      .min(0, { message: `${label} cannot be negative` })
      .max(1_000_000, { message: `${label} must be at most 1000000` }),
  );

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` });

/** The fields an admin sets, without defaults (so an edit changes only what it sends). */
const productFields = {
  name: requiredText('Name', 200),
  sublierName: requiredText('Supplier', 200),
  cost: price,
  description: text('Description', 5000),
  img: imageRefSchema,
  category: z.enum(CATEGORY_SLUGS, { message: 'Choose a category' }),
  brand: text('Brand', 100),
  partNumber: text('Part number', 100),
  compatibleModels: z
    .union([z.array(z.string().trim().min(1).max(100)), z.string().max(5000)], {
      message: 'Laptop models must be a list of laptop model names',
    })
    .transform((v) =>
      (typeof v === 'string' ? v.split(',') : v)
        .map((m) => m.trim())
        .filter(Boolean)
        .slice(0, 100),
    ),
  /** Checked against the category's definitions by the flow (the category may come from the stored product). */
  attributes: z
    .record(z.string().max(40), attributeValueSchema, { message: 'Attributes must be an object of names and values' })
    .refine((a) => Object.keys(a).length <= 20, { message: 'A part can have at most 20 attributes' }),
  /** Staff hear of the part at or below this many units; null (or empty): the shop's default. */
  lowStockThreshold: units('Low-stock threshold').nullable(),
};

export const productCreateSchema = z.object({
  ...productFields,
  Quantity: units('Quantity'),
  // The spec's payload has no category: such a product is shown under "Other parts".
  category: productFields.category.default('other'),
  description: productFields.description.default(''),
  img: productFields.img.default(''),
  brand: productFields.brand.default(''),
  partNumber: productFields.partNumber.default(''),
  compatibleModels: productFields.compatibleModels.default([]),
  attributes: productFields.attributes.default({}),
  lowStockThreshold: productFields.lowStockThreshold.default(null),
});
export type ProductCreateInput = z.input<typeof productCreateSchema>;

/** Add Quantity: a positive whole number of units received. */
export const addQuantitySchema = z.object({
  Quantity: numberInput('Quantity').pipe(
    z
      .number()
      .int({ message: 'Quantity must be a whole number, for example 3' })
      .positive({ message: 'Quantity must be at least 1' })
      .max(1_000_000, { message: 'Quantity must be at most 1000000' }),
  ),
});
export type AddQuantityInput = z.input<typeof addQuantitySchema>;

/** Every `attr.<name>` filter parameter, as text (the category decides what it may hold). */
const attributeParams = Object.fromEntries(ATTRIBUTE_PARAMS.map((p) => [p, z.string().max(200).optional()])) as Record<
  `attr.${string}`,
  z.ZodOptional<z.ZodString>
>;

/** GET /api/service with any of these answers one page plus the total; without, the spec's plain array. */
export const productQuerySchema = z.object({
  search: z.string().trim().max(200, { message: 'Search must be at most 200 characters' }).optional(),
  category: z.enum(CATEGORY_SLUGS, { message: `Category must be one of ${CATEGORY_SLUGS.join(', ')}` }).optional(),
  model: z.string().trim().max(100, { message: 'Laptop model must be at most 100 characters' }).optional(),
  /** Only parts that fit this laptop model (GET /api/laptops gives the ids). */
  laptop: idSchema.optional(),
  sort: z.enum(PRODUCT_SORTS, { message: `Sort order must be one of ${PRODUCT_SORTS.join(', ')}` }).optional(),
  /** `1`: the answer also counts the matches per value of each of the category's attributes (`facets`). */
  facets: z.enum(['1', 'true'], { message: 'facets must be 1' }).optional(),
  /** `attr.<name>=<value>[,<value>]`: only parts with that attribute value (read against the category's attributes by the server). */
  ...attributeParams,
  page: z.coerce
    .number({ message: 'Page must be a number' })
    .int({ message: 'Page must be a whole number' })
    .min(1, { message: 'Page must be at least 1' })
    .max(100_000)
    .optional(),
  limit: z.coerce
    .number({ message: 'Items per page must be a number' })
    .int({ message: 'Items per page must be a whole number' })
    .min(1, { message: 'Items per page must be at least 1' })
    .max(100, { message: 'Items per page must be at most 100' })
    .optional(),
});
export type ProductQuery = z.input<typeof productQuerySchema>;

export const productPageSchema = z.object({
  items: z.array(productSchema),
  /** With `facets=1` in a category with attributes: per attribute, each value the matches have and how many (issue 31). */
  facets: z.record(z.string(), z.array(z.object({ value: attributeValueSchema, count: z.number().int() }))).optional(),
  /** With `facets`: more parts matched than the counts read (5,000): the values and counts are of the first 5,000 found, and screens show no counts. */
  facetsCapped: z.boolean().optional(),
  /** Matches, counted up to 1000; totalCapped says there are more. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/** Editing a product: every field but the stock counts (Add Quantity changes those). */
export const productUpdateSchema = z.object(productFields).partial();
export type ProductUpdateInput = z.input<typeof productUpdateSchema>;

export const productDeleteResultSchema = z.object({ deletedCount: z.number().int(), archived: z.boolean() });
export type ProductDeleteResult = z.infer<typeof productDeleteResultSchema>;

export const uploadResultSchema = z.object({ img: z.string(), thumb: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** GET /api/catalog/attributes: each category's part attributes (issue 31). */
export const attributeDefinitionsSchema = z.record(
  z.string(),
  z.array(
    z.object({
      name: z.string(),
      type: z.enum(['enum', 'number', 'boolean']),
      unit: z.string().optional(),
      values: z.array(z.union([z.string(), z.number()])).optional(),
      min: z.number().optional(),
      max: z.number().optional(),
    }),
  ),
);
