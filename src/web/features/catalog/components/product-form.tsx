import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Product, ProductUpdateInput, UploadResult } from '../../../../shared/schemas/product';
import { ImageUpload } from './image-upload';
import { ProductFields } from './product-form-fields';
import { EMPTY_PRODUCT, resolvers, toInput, type ProductFormInput, type ProductFormValues } from './product-form-schema';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';

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
      {error && <Alert className="md:col-span-2">{error}</Alert>}
      <div className="mt-4 md:col-span-2">
        <Button type="submit" variant="primary" className="w-full sm:w-auto" disabled={uploading} busy={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
