import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { CATEGORY_SLUGS } from '../../../../shared/constants';
import { requiredText } from '../../../../shared/schemas/common';
import { productCreateSchema, type Product } from '../../../../shared/schemas/product';

/**
 * The server's rules, with field names an admin reads on the form; Edit has no stock field. The
 * laptop models a part fits are not a text field: they come from its fitment (the `fits` slot).
 */
const editSchema = productCreateSchema.omit({ Quantity: true, compatibleModels: true }).extend({
  name: requiredText('Name', 200),
  sublierName: requiredText('Supplier', 200),
  category: z.enum(CATEGORY_SLUGS, { message: 'Choose a category.' }),
});
const addSchema = editSchema.extend({ Quantity: productCreateSchema.shape.Quantity });

export type ProductFormInput = z.input<typeof addSchema>;
export type ProductFormValues = z.output<typeof editSchema> & { Quantity?: number };
type FormResolver = Resolver<ProductFormInput, unknown, ProductFormValues>;
export const resolvers: Record<'add' | 'edit', FormResolver> = {
  add: zodResolver(addSchema) as FormResolver,
  edit: zodResolver(editSchema) as unknown as FormResolver,
};

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
};

/** A product as the form shows it (numbers and lists as the text boxes hold them). */
export const toInput = (p: Product): ProductFormInput => ({
  name: p.name,
  sublierName: p.sublierName,
  cost: String(p.cost),
  Quantity: '',
  description: p.description,
  img: p.img,
  category: p.category as ProductFormInput['category'],
  brand: p.brand,
  partNumber: p.partNumber,
});
