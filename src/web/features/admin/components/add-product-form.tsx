import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { CATEGORIES, CATEGORY_SLUGS } from '../../../../shared/constants';
import { requiredText } from '../../../../shared/schemas/common';
import { productCreateSchema, type ProductCreateInput } from '../../../../shared/schemas/product';
import { FormField } from '../../../components/ui/form-field';

/** The server's rules, with field names an admin reads on the form. */
const formSchema = productCreateSchema.extend({
  name: requiredText('Name', 200),
  sublierName: requiredText('Supplier', 200),
  category: z.enum(CATEGORY_SLUGS, { message: 'Choose a category.' }),
});
type Input = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

const EMPTY: Partial<Input> = {
  name: '',
  sublierName: '',
  cost: '',
  Quantity: '',
  description: '',
  img: '',
  brand: '',
  partNumber: '',
  compatibleModels: '',
};

/** Add Product (admin): `onCreate` sends it; the form resets after success. */
export function AddProductForm({ onCreate }: { onCreate: (input: ProductCreateInput) => Promise<unknown> }) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await onCreate(values);
      toast.success(`${values.name} was added to the catalog.`);
      reset(EMPTY);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The product could not be added.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-x-4 md:grid-cols-2">
      <ProductFields register={register} errors={errors} />
      {error && (
        <p role="alert" className="text-error text-sm font-medium md:col-span-2">
          {error}
        </p>
      )}
      <div className="mt-4 md:col-span-2">
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Add Product
        </button>
      </div>
    </form>
  );
}

interface FieldsProps {
  register: UseFormRegister<Input>;
  errors: FieldErrors<Input>;
}

function ProductFields({ register, errors }: FieldsProps) {
  const number = { type: 'number', min: 0 } as const;
  return (
    <>
      <FormField label="Name" error={errors.name?.message} {...register('name')} />
      <FormField label="Supplier" error={errors.sublierName?.message} {...register('sublierName')} />
      <FormField label="Cost (USD)" {...number} step="0.01" inputMode="decimal" error={errors.cost?.message} {...register('cost')} />
      <FormField label="Quantity" {...number} step="1" inputMode="numeric" error={errors.Quantity?.message} {...register('Quantity')} />
      <CategorySelect error={errors.category?.message} {...register('category')} />
      <FormField label="Brand" error={errors.brand?.message} {...register('brand')} />
      <FormField label="Part number" error={errors.partNumber?.message} {...register('partNumber')} />
      <FormField label="Image URL" type="url" placeholder="https://… or /images/…" error={errors.img?.message} {...register('img')} />
      <FormField
        label="Compatible models"
        hint="Separate models with commas, e.g. ThinkPad T480, ThinkPad T490"
        className="md:col-span-2"
        error={errors.compatibleModels?.message}
        {...register('compatibleModels')}
      />
      <Description error={errors.description?.message} {...register('description')} />
    </>
  );
}

type WithError<T extends 'select' | 'textarea'> = React.ComponentProps<T> & { error?: string };

function CategorySelect({ error, ...select }: WithError<'select'>) {
  const id = useId();
  return (
    <div className="fieldset py-1">
      <label htmlFor={id} className="fieldset-legend pb-1 pt-0 text-sm">
        Category
      </label>
      <select
        id={id}
        className={`select w-full ${error ? 'select-error' : ''}`}
        defaultValue=""
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        <option value="" disabled>
          Choose a category
        </option>
        {CATEGORIES.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

function Description({ error, ...textarea }: WithError<'textarea'>) {
  const id = useId();
  return (
    <div className="fieldset py-1 md:col-span-2">
      <label htmlFor={id} className="fieldset-legend pb-1 pt-0 text-sm">
        Description
      </label>
      <textarea id={id} className="textarea h-28 w-full" aria-describedby={error ? `${id}-error` : undefined} {...textarea} />
      {error && (
        <p id={`${id}-error`} className="text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
