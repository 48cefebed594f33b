import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { CATEGORY_SLUGS } from '../../../../shared/constants';
import { requiredText } from '../../../../shared/schemas/common';
import { productCreateSchema, type ProductDetail } from '../../../../shared/schemas/product';
import { attributeFormSchema, attributeIssues, attributesFor, BLANK_ATTRIBUTES, toAttributeInput } from '../utils/attribute-form';
import { fitmentFormSchema, toFitmentForm } from './fitment-form';

/**
 * The server's rules, with field names an admin reads on the form, and the part's part numbers and
 * the laptop models it fits (one form, one Save). Edit has no stock field; Add sends the models'
 * names as compatibleModels (part numbers and notes are added on Edit).
 */
const editSchema = productCreateSchema
  .omit({ Quantity: true, compatibleModels: true })
  .extend({
    name: requiredText('Name', 200),
    sublierName: requiredText('Supplier', 200),
    category: z.enum(CATEGORY_SLUGS, { message: 'Choose a category.' }),
    // An empty box: the shop's default threshold.
    lowStockThreshold: z.preprocess((v) => (v === '' ? null : v), productCreateSchema.shape.lowStockThreshold.unwrap()),
    attributes: attributeFormSchema,
  })
  .extend(fitmentFormSchema.shape);
const addSchema = editSchema.extend({ Quantity: productCreateSchema.shape.Quantity });

export type ProductFormInput = z.input<typeof addSchema>;
export type ProductFormValues = z.output<typeof editSchema> & { Quantity?: number };
/** The form as its parts (fields, part number rows, the fit list) take it. */
export type ProductFormApi = UseFormReturn<ProductFormInput, unknown, ProductFormValues>;
type FormResolver = Resolver<ProductFormInput, unknown, ProductFormValues>;
/** The schema with the category's attribute rules (each problem under its field), keeping only the category's attributes. */
const withAttributes = <S extends typeof editSchema | typeof addSchema>(schema: S) =>
  schema
    .superRefine((values, ctx) => {
      for (const issue of attributeIssues(values.category, values.attributes)) ctx.addIssue({ code: 'custom', ...issue });
    })
    .transform((values) => ({ ...values, attributes: attributesFor(values.category, values.attributes) }));
export const resolvers: Record<'add' | 'edit', FormResolver> = {
  add: zodResolver(withAttributes(addSchema)) as unknown as FormResolver,
  edit: zodResolver(withAttributes(editSchema)) as unknown as FormResolver,
};

/** The product's own fields (what PATCH /api/service/:id takes), as the form names them. */
export const DETAIL_FIELDS = [
  'name',
  'sublierName',
  'cost',
  'description',
  'img',
  'category',
  'brand',
  'partNumber',
  'lowStockThreshold',
  'attributes',
] as const;

export const EMPTY_PRODUCT: ProductFormInput = {
  name: '',
  sublierName: '',
  cost: '',
  Quantity: '',
  description: '',
  img: '',
  category: '' as ProductFormInput['category'],
  brand: '',
  partNumber: '',
  lowStockThreshold: '',
  attributes: BLANK_ATTRIBUTES,
  partNumbers: [],
  fits: [],
};

/** A product as the form shows it (numbers and lists as the text boxes hold them). */
export const toInput = (p: ProductDetail): ProductFormInput => ({
  name: p.name,
  sublierName: p.sublierName,
  cost: String(p.cost),
  Quantity: '',
  description: p.description,
  img: p.img,
  category: p.category as ProductFormInput['category'],
  brand: p.brand,
  partNumber: p.partNumber,
  lowStockThreshold: p.lowStockThreshold === null ? '' : String(p.lowStockThreshold),
  attributes: toAttributeInput(p.attributes),
  ...toFitmentForm(p),
});
