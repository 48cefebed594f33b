import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { CATEGORY_SLUGS } from '../../../../shared/constants';
import { requiredText } from '../../../../shared/schemas/common';
import { productCreateSchema, type Product, type ProductUpdateInput, type UploadResult } from '../../../../shared/schemas/product';
import { ImageUpload } from './image-upload';
import { ProductFields } from './product-form-fields';

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
const resolvers: Record<'add' | 'edit', FormResolver> = {
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
const toInput = (p: Product): ProductFormInput => ({
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

interface ProductFormProps {
  /** Editing this product; without it the form adds a new one. */
  product?: Product;
  submitLabel: string;
  /** `changes` holds only the fields the admin changed (what an edit sends). */
  onSubmit: (values: ProductFormValues, changes: ProductUpdateInput) => Promise<void>;
  onUpload: (file: File) => Promise<UploadResult>;
  /** Empty the form after a successful submit (Add Product). */
  resetOnSuccess?: boolean;
  /** The laptop models it fits, placed by the caller: a picker on Add Product, the derived list on Edit. */
  fits?: React.ReactNode;
}

/** The product form of Add Product and Edit Product: validation, image upload, server errors. */
export function ProductForm({ product, submitLabel, onSubmit, onUpload, resetOnSuccess = false, fits }: ProductFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // Bumped when the form empties, so the file picker forgets its file too.
  const [generation, setGeneration] = useState(0);
  const form = useForm<ProductFormInput, unknown, ProductFormValues>({
    resolver: resolvers[product ? 'edit' : 'add'],
    defaultValues: product ? toInput(product) : EMPTY_PRODUCT,
  });
  const { register, handleSubmit, reset, setValue, control, formState } = form;
  const img = useWatch({ control, name: 'img' });
  const { errors, isSubmitting, dirtyFields } = formState;

  const submit = handleSubmit(async (values) => {
    setError(null);
    const changed = Object.keys(dirtyFields).filter((k) => k !== 'Quantity') as (keyof ProductUpdateInput & keyof ProductFormValues)[];
    const changes = Object.fromEntries(changed.map((k) => [k, values[k]])) as ProductUpdateInput;
    try {
      await onSubmit(values, changes);
      reset(resetOnSuccess ? EMPTY_PRODUCT : values);
      if (resetOnSuccess) setGeneration((g) => g + 1);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The product could not be saved.');
    }
  });

  const image = (
    <ImageUpload
      key={generation}
      value={img ?? ''}
      urlInput={register('img')}
      error={errors.img?.message}
      onUpload={onUpload}
      onUploaded={(img) => setValue('img', img, { shouldDirty: true, shouldValidate: true })}
      onBusyChange={setUploading}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-x-4 md:grid-cols-2">
      <ProductFields
        register={register}
        errors={errors}
        stock={product ? { mode: 'edit', quantity: product.Quantity, productId: product._id } : { mode: 'add' }}
        image={image}
        fits={fits}
      />
      {error && (
        <p role="alert" className="text-error text-sm font-medium md:col-span-2">
          {error}
        </p>
      )}
      <div className="mt-4 md:col-span-2">
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={isSubmitting || uploading}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
