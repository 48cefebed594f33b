import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isCountryCode } from '../../../../shared/countries';
import { shippingOptionInputSchema, type AdminShippingOption, type ShippingOptionInput } from '../../../../shared/schemas/shipping';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';

const shape = shippingOptionInputSchema.shape;

/** "de, fr AT" → ['DE', 'FR', 'AT']. */
const splitCodes = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

/**
 * The shared input schema, with the two fields a form holds as text: "free over" (empty: never free)
 * and the countries as comma-separated codes (empty: every country), each code checked.
 */
const formSchema = shippingOptionInputSchema.extend({
  freeOver: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), shape.freeOver),
  countries: z.preprocess(
    (v) => (typeof v === 'string' ? splitCodes(v) : v),
    z.array(z.string()).superRefine((codes, ctx) => {
      const unknown = codes.filter((code) => !isCountryCode(code));
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `Not a two-letter country code: ${unknown.join(', ')}. Use codes such as DE, FR or US.`,
        });
      }
    }),
  ),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const toForm = (option?: AdminShippingOption): FormInput => ({
  name: option?.name ?? '',
  price: option ? String(option.price) : '',
  freeOver: option?.freeOver == null ? '' : String(option.freeOver),
  days: option ? String(option.days) : '',
  countries: option?.countries.join(', ') ?? '',
  batteries: option?.batteries ?? false,
});

interface Props {
  option?: AdminShippingOption;
  busy: boolean;
  error?: string;
  onSave: (input: ShippingOptionInput) => void;
  onCancel: () => void;
}

/** Add or edit a shipping option: name, price, free over, days, countries and whether it carries batteries. */
export function ShippingOptionForm({ option, busy, error, onSave, onCancel }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: toForm(option) });
  const money = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
      <FormField label="Name" className="sm:col-span-2" error={errors.name?.message} {...register('name')} />
      <FormField label="Price (USD)" {...money} error={errors.price?.message} {...register('price')} />
      <FormField
        label="Free over (USD)"
        hint="Free for orders from this subtotal; empty: never free"
        {...money}
        error={errors.freeOver?.message}
        {...register('freeOver')}
      />
      <FormField
        label="Delivery days"
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        error={errors.days?.message}
        {...register('days')}
      />
      <FormField
        label="Countries"
        hint="Two-letter codes separated by commas, e.g. DE, FR, AT; empty: every country"
        className="sm:col-span-2"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.countries?.message}
        {...register('countries')}
      />
      <label className="label mt-2 cursor-pointer gap-3 whitespace-normal sm:col-span-2">
        <input type="checkbox" className="checkbox checkbox-primary" {...register('batteries')} />
        <span className="text-base-content">May carry lithium batteries</span>
      </label>
      <DialogFormActions submitLabel="Save option" busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
