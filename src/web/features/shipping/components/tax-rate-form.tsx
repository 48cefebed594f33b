import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { COUNTRY_CODES, countryName } from '../../../../shared/countries';
import { countrySchema } from '../../../../shared/schemas/address';
import { numberInput } from '../../../../shared/schemas/common';
import type { TaxRate } from '../../../../shared/schemas/shipping';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { FormField } from '../../../components/ui/form-field';

/** The form takes a percent (19) and gives the fraction the API stores (0.19). */
const formSchema = z.object({
  country: z.string().min(1, { message: 'Choose a country.' }).pipe(countrySchema),
  percent: numberInput('Rate', '19').pipe(
    z
      .number()
      .min(0, { message: 'Rate cannot be negative' })
      .max(50, { message: 'Rate must be at most 50%' })
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'Rate can have at most 2 decimals (7.25)' }),
  ),
});
type FormInput = z.input<typeof formSchema>;

/** 0.19 → "19", 0.0725 → "7.25" (no float noise). */
export const toPercent = (rate: number) => String(Number((rate * 100).toFixed(2)));

interface Props {
  /** The rate being changed (its country fixed); a new one picks its country. */
  rate?: TaxRate;
  /** Countries that have a rate already, left out of a new rate's choices. */
  taken: string[];
  busy: boolean;
  error?: string;
  onSave: (rate: TaxRate) => void;
  onCancel: () => void;
}

type Register = ReturnType<typeof useForm<FormInput>>['register'];

/** A new rate's country, from those without one; a rate being changed shows its country, fixed. */
function CountryField({ fixed, taken, error, register }: { fixed?: string; taken: string[]; error?: string; register: Register }) {
  if (fixed) {
    return (
      <Field label="Country" className="py-1">
        {(id) => <input id={id} className="input bg-base-200 w-full" value={`${countryName(fixed)} (${fixed})`} readOnly />}
      </Field>
    );
  }
  const choices = COUNTRY_CODES.filter((code) => !taken.includes(code))
    .map((code) => ({ value: code, label: `${countryName(code)} (${code})`, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <SelectField label="Country" error={error} options={choices} {...register('country')}>
      <option value="" disabled>
        Choose a country
      </option>
    </SelectField>
  );
}

/** Set a country's tax rate, entered as a percent. */
export function TaxRateForm({ rate, taken, busy, error, onSave, onCancel }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { country: rate?.country ?? '', percent: rate ? toPercent(rate.rate) : '' },
  });
  const submit = handleSubmit((v) => onSave({ country: v.country, rate: Math.round(v.percent * 100) / 10_000 }));
  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
      <CountryField fixed={rate?.country} taken={taken} error={errors.country?.message} register={register} />
      <FormField
        label="Rate (%)"
        type="number"
        min={0}
        max={50}
        step="0.01"
        inputMode="decimal"
        hint="Applied to the parts and shipping, e.g. 19"
        error={errors.percent?.message}
        {...register('percent')}
      />
      <DialogFormActions submitLabel="Save rate" busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
