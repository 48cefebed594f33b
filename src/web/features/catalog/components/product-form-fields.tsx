import { Link } from 'react-router';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CATEGORIES, DEFAULT_LOW_STOCK_THRESHOLD } from '../../../../shared/constants';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { paths } from '../../../config/paths';
import type { ProductFormInput } from './product-form-schema';

const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: c.slug, label: c.label }));

interface FieldsProps {
  register: UseFormRegister<ProductFormInput>;
  errors: FieldErrors<ProductFormInput>;
  /** Add Product sets the first stock; Edit shows it instead (Add Quantity changes it). */
  stock: { mode: 'add' } | { mode: 'edit'; quantity: number; productId: string };
  /** The image field, placed by the caller. */
  image: React.ReactNode;
}

/** Every product field, in a two-column grid from md. */
export function ProductFields({ register, errors, stock, image }: FieldsProps) {
  const number = { type: 'number', min: 0 } as const;
  return (
    <>
      <FormField label="Name" className="md:col-span-2" error={errors.name?.message} {...register('name')} />
      <FormField label="Supplier" error={errors.sublierName?.message} {...register('sublierName')} />
      <FormField label="Brand" error={errors.brand?.message} {...register('brand')} />
      <SelectField label="Category" error={errors.category?.message} options={CATEGORY_OPTIONS} {...register('category')}>
        <option value="" disabled>
          Choose a category
        </option>
      </SelectField>
      <FormField
        label="Part number"
        hint={stock.mode === 'edit' ? 'Shown with the part. When the part numbers below change, it becomes the first of them.' : undefined}
        error={errors.partNumber?.message}
        {...register('partNumber')}
      />
      <FormField label="Price (USD)" {...number} step="0.01" inputMode="decimal" error={errors.cost?.message} {...register('cost')} />
      {stock.mode === 'add' ? (
        <FormField label="Quantity" {...number} step="1" inputMode="numeric" error={errors.Quantity?.message} {...register('Quantity')} />
      ) : (
        <StockNote quantity={stock.quantity} productId={stock.productId} />
      )}
      <FormField
        label="Low-stock threshold (optional)"
        {...number}
        step="1"
        inputMode="numeric"
        placeholder={String(DEFAULT_LOW_STOCK_THRESHOLD)}
        hint={`Staff are told when a sale leaves this many units or fewer. Empty: ${DEFAULT_LOW_STOCK_THRESHOLD}.`}
        error={errors.lowStockThreshold?.message}
        {...register('lowStockThreshold')}
      />
      {image}
      <TextareaField
        label="Description"
        fieldClassName="py-1 md:col-span-2"
        className="h-28"
        error={errors.description?.message}
        {...register('description')}
      />
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
