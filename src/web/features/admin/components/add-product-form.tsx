import { toast } from 'react-toastify';
import type { ProductCreateInput, UploadResult } from '../../../../shared/schemas/product';
import { ProductForm } from './product-form';

interface AddProductFormProps {
  onCreate: (input: ProductCreateInput) => Promise<unknown>;
  onUpload: (file: File) => Promise<UploadResult>;
}

/** Add Product (admin): `onCreate` sends it; the form empties after success. */
export function AddProductForm({ onCreate, onUpload }: AddProductFormProps) {
  return (
    <ProductForm
      submitLabel="Add Product"
      resetOnSuccess
      onUpload={onUpload}
      onSubmit={async (values) => {
        await onCreate({ ...values, Quantity: values.Quantity ?? 0 });
        toast.success(`${values.name} was added to the catalog.`);
      }}
    />
  );
}
