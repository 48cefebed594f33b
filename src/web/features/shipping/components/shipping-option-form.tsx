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

/**
 * The schema names fields as the wire does ("freeOver must be…") and says "Invalid input" for an
 * empty number: the form says it as its labels do.
 */
const say = (message: string | undefined, empty: string) => {
  if (!message) return undefined;
  if (message.startsWith('Invalid input')) return empty;
  return message.replace(/^freeOver\b/, 'Free over').replace(/^(\w)/, (c) => c.toUpperCase());
};

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
      <FormField label="Name" className="sm:col-span-2" error={say(errors.name?.message, 'Enter a name.')} {...register('name')} />
      <FormField
        label="Price (USD)"
        {...money}
        error={say(errors.price?.message, 'Enter the price, e.g. 6.95 (0 for free).')}
        {...register('price')}
      />
      <FormField
        label="Free over (USD)"
        hint="Free for orders from this subtotal; empty: never free"
        {...money}
        error={say(errors.freeOver?.message, 'Enter an amount, or leave it empty.')}
        {...register('freeOver')}
      />
      <FormField
        label="Delivery days"
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        error={say(errors.days?.message, 'Enter the delivery days, e.g. 3.')}
        {...register('days')}
      />
      <FormField
        label="Countries"
        hint="Two-letter codes separated by commas, e.g. DE, FR, AT; empty: every country"
        className="sm:col-span-2"
        autoCapitalize="characters"
        spellCheck={false}
        error={say(errors.countries?.message, 'Enter two-letter codes separated by commas.')}
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
