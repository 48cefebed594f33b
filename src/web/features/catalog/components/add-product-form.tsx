import { useState } from 'react';
import { toast } from '../../../lib/toast';
import type { Laptop } from '../../../../shared/schemas/laptop';
import type { ProductCreateInput, UploadResult } from '../../../../shared/schemas/product';
import { laptopFullName } from '../../../entities/laptop/model/full-name';
import { FitsPicker } from './product-fits';
import { ProductForm } from './product-form';

interface AddProductFormProps {
  onCreate: (input: ProductCreateInput) => Promise<unknown>;
  onUpload: (file: File) => Promise<UploadResult>;
}

/** Add Product (admin): `onCreate` sends it with the laptop models picked (by full name); the form empties after success. */
export function AddProductForm({ onCreate, onUpload }: AddProductFormProps) {
  const [models, setModels] = useState<Laptop[]>([]);
  // Bumped after a success, so the picker forgets what it last said too.
  const [round, setRound] = useState(0);
  return (
    <ProductForm
      submitLabel="Add Product"
      resetOnSuccess
      onUpload={onUpload}
      fits={<FitsPicker key={round} value={models} onChange={setModels} />}
      onSubmit={async (values) => {
        await onCreate({ ...values, Quantity: values.Quantity ?? 0, compatibleModels: models.map(laptopFullName) });
        setModels([]);
        setRound((r) => r + 1);
        toast.success(`${values.name} was added to the catalog.`);
      }}
    />
  );
}
