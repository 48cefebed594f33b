import { useId } from 'react';
import { Link } from 'react-router';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CATEGORIES } from '../../../../shared/constants';
import { FormField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import type { ProductFormInput } from './product-form';

interface FieldsProps {
  register: UseFormRegister<ProductFormInput>;
  errors: FieldErrors<ProductFormInput>;
  /** Add Product sets the first stock; Edit shows it instead (Add Quantity changes it). */
  stock: { mode: 'add' } | { mode: 'edit'; quantity: number; productId: string };
  /** The image field, placed by the caller. */
  image: React.ReactNode;
  /** The laptop models it fits (a picker or the derived list), placed by the caller. */
  fits?: React.ReactNode;
}

/** Every product field, in a two-column grid from md. */
export function ProductFields({ register, errors, stock, image, fits }: FieldsProps) {
  const number = { type: 'number', min: 0 } as const;
  return (
    <>
      <FormField label="Name" className="md:col-span-2" error={errors.name?.message} {...register('name')} />
      <FormField label="Supplier" error={errors.sublierName?.message} {...register('sublierName')} />
      <FormField label="Brand" error={errors.brand?.message} {...register('brand')} />
      <CategorySelect error={errors.category?.message} {...register('category')} />
      <FormField label="Part number" error={errors.partNumber?.message} {...register('partNumber')} />
      <FormField label="Cost (USD)" {...number} step="0.01" inputMode="decimal" error={errors.cost?.message} {...register('cost')} />
      {stock.mode === 'add' ? (
        <FormField label="Quantity" {...number} step="1" inputMode="numeric" error={errors.Quantity?.message} {...register('Quantity')} />
      ) : (
        <StockNote quantity={stock.quantity} productId={stock.productId} />
      )}
      {image}
      {fits}
      <Description error={errors.description?.message} {...register('description')} />
    </>
  );
}

/** Stock is not edited here: it changes with Add Quantity (on the product page) and with orders. */
function StockNote({ quantity, productId }: { quantity: number; productId: string }) {
  return (
    <div className="fieldset py-1">
      <p className="fieldset-legend pt-0 pb-1 text-sm">In stock</p>
      <p className="bg-base-200 rounded-field flex min-h-10 flex-wrap items-center gap-x-2 px-3 py-2 text-sm">
        <span>
          <strong data-testid="edit-stock">{quantity}</strong> units
        </span>
        <span aria-hidden="true">·</span>
        <Link to={paths.productDetail.getHref(productId)} className="link link-primary">
          Add Quantity
        </Link>
      </p>
    </div>
  );
}

type WithError<T extends 'select' | 'textarea'> = React.ComponentProps<T> & { error?: string };

function CategorySelect({ error, ...select }: WithError<'select'>) {
  const id = useId();
  return (
    <div className="fieldset py-1">
      <label htmlFor={id} className="fieldset-legend pt-0 pb-1 text-sm">
        Category
      </label>
      <select
        id={id}
        className={`select w-full ${error ? 'select-error' : ''}`}
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
      <label htmlFor={id} className="fieldset-legend pt-0 pb-1 text-sm">
        Description
      </label>
      <textarea
        id={id}
        className={`textarea h-28 w-full ${error ? 'textarea-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
      {error && (
        <p id={`${id}-error`} className="text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
