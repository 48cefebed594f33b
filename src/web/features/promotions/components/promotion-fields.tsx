import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CATEGORIES } from '../../../../shared/constants';
import type { PromotionKind } from '../../../../shared/schemas/promotion';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { PromotionFormInput } from './promotion-form-schema';

export interface FieldsProps {
  register: UseFormRegister<PromotionFormInput>;
  errors: FieldErrors<PromotionFormInput>;
}

/** A field's message, or the first of its items' (a list field: "customerEmails.2"). */
export function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  for (const item of Object.values(error)) {
    const message = messageOf(item);
    if (message) return message;
  }
  return undefined;
}

const KIND_OPTIONS = [
  { value: 'percentage', label: 'Percentage off' },
  { value: 'fixed', label: 'Amount off' },
  { value: 'free_shipping', label: 'Free shipping' },
] as const;

const money = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;
const whole = { type: 'number', min: 1, step: 1, inputMode: 'numeric' } as const;

/** Label, code, kind and value: what the promotion is and what it takes off. */
export function OfferFields({ register, errors, kind }: FieldsProps & { kind: PromotionKind }) {
  return (
    <>
      <FormField
        label="Label"
        hint="Shoppers see it beside the discount"
        className="sm:col-span-2"
        error={errors.label?.message}
        {...register('label')}
      />
      <FormField
        label="Code"
        hint="Empty: automatic, applied whenever its conditions hold"
        autoCapitalize="characters"
        spellCheck={false}
        autoComplete="off"
        error={errors.code?.message}
        {...register('code')}
      />
      <SelectField label="Kind" options={KIND_OPTIONS} error={errors.kind?.message} {...register('kind')} />
      {kind !== 'free_shipping' && (
        <FormField
          label={kind === 'percentage' ? 'Percentage off' : 'Amount off (USD)'}
          hint={kind === 'percentage' ? 'Above 0 and at most 100' : 'Taken off the lines it covers'}
          {...money}
          error={errors.value?.message}
          {...register('value')}
        />
      )}
    </>
  );
}

function Categories({ register, errors }: FieldsProps) {
  const id = useId();
  const error = messageOf(errors.categories);
  return (
    <fieldset className="fieldset py-1 sm:col-span-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="fieldset-legend pt-0 pb-1 text-sm">Categories</legend>
      <ul className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
        {CATEGORIES.map((c) => (
          <li key={c.slug}>
            <label className="flex cursor-pointer items-center gap-2 text-sm">
              <input type="checkbox" className="checkbox checkbox-primary checkbox-sm" value={c.slug} {...register('categories')} />
              <span className="text-base-content">{c.label}</span>
            </label>
          </li>
        ))}
      </ul>
      <p id={`${id}-hint`} className="text-base-content/70 text-xs">
        None ticked: every category
      </p>
      {error && (
        <p id={`${id}-error`} className="text-error text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Which orders it applies to: minimum subtotal and units, categories, brands, products, first orders, customers. */
export function ConditionFields({ register, errors }: FieldsProps) {
  return (
    <>
      <FormField
        label="Minimum subtotal (USD)"
        hint="Empty: any subtotal"
        {...money}
        error={errors.minSubtotal?.message}
        {...register('minSubtotal')}
      />
      <FormField
        label="Minimum quantity"
        hint="Units it covers; empty: any"
        {...whole}
        error={errors.minQuantity?.message}
        {...register('minQuantity')}
      />
      <Categories register={register} errors={errors} />
      <FormField
        label="Brands"
        hint="Separated by commas, e.g. Lenovo, Dell; empty: every brand"
        error={messageOf(errors.brands)}
        {...register('brands')}
      />
      <FormField
        label="Products"
        hint="Product ids separated by commas; empty: every product"
        spellCheck={false}
        error={messageOf(errors.productIds)}
        {...register('productIds')}
      />
      <label className="label mt-2 cursor-pointer gap-3 whitespace-normal sm:col-span-2">
        <input type="checkbox" className="checkbox checkbox-primary" {...register('firstOrderOnly')} />
        <span className="text-base-content text-sm">First order only (customers who have not ordered before)</span>
      </label>
      <TextareaField
        label="Customer e-mails"
        hint="One per line; empty: every customer"
        fieldClassName="py-1 sm:col-span-2"
        rows={3}
        spellCheck={false}
        error={messageOf(errors.customerEmails)}
        {...register('customerEmails')}
      />
    </>
  );
}

/** When it runs and how often it can be used. */
export function LimitFields({ register, errors }: FieldsProps) {
  return (
    <>
      <FormField label="Starts at" hint="Empty: now" type="datetime-local" error={errors.startsAt?.message} {...register('startsAt')} />
      <FormField
        label="Ends at"
        hint="Empty: until you end it"
        type="datetime-local"
        error={errors.endsAt?.message}
        {...register('endsAt')}
      />
      <FormField
        label="Usage limit"
        hint="Orders in all; empty: no limit"
        {...whole}
        error={errors.usageLimit?.message}
        {...register('usageLimit')}
      />
      <FormField
        label="Uses per customer"
        hint="Empty: no limit"
        {...whole}
        error={errors.usageLimitPerCustomer?.message}
        {...register('usageLimitPerCustomer')}
      />
    </>
  );
}
