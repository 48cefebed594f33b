import { useRef } from 'react';
import type { Product, ProductCreateInput, UploadResult } from '../../../../shared/schemas/product';
import { laptopFullName } from '../../../entities/laptop/model/full-name';
import { DETAIL_FIELDS } from './product-form-schema';
import { ProductForm } from './product-form';

interface AddProductFormProps {
  onCreate: (input: ProductCreateInput) => Promise<Product>;
  /** The product was added (and leaving no longer asks): the page goes on to its edit page. */
  onAdded: (product: Product) => void;
  onUpload: (file: File) => Promise<UploadResult>;
}

/** Add Product (admin): `onCreate` sends the fields with the laptop models picked (by full name). */
export function AddProductForm({ onCreate, onAdded, onUpload }: AddProductFormProps) {
  const added = useRef<Product | null>(null);
  return (
    <ProductForm
      submitLabel="Add Product"
      onUpload={onUpload}
      onSubmit={async (values) => {
        const fields = Object.fromEntries(DETAIL_FIELDS.map((k) => [k, values[k]])) as unknown as Omit<ProductCreateInput, 'Quantity'>;
        added.current = await onCreate({ ...fields, Quantity: values.Quantity ?? 0, compatibleModels: values.fits.map(laptopFullName) });
        return { sent: ['details'], failed: {} };
      }}
      onSaved={() => added.current && onAdded(added.current)}
    />
  );
}
