import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { laptopWriteSchema, type Laptop, type LaptopWriteInput } from '../../../../shared/schemas/laptop';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { Field } from '../../../components/ui/field';
import { FormField } from '../../../components/ui/form-field';

const shape = laptopWriteSchema.shape;

/** "20L5, 20L6\n20L7" → ['20L5', '20L6', '20L7']. */
const splitIdentifiers = (text: string) =>
  text
    .split(/[,;\n]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The shared write schema, with the year and the identifiers as the form holds them (text). */
const formSchema = laptopWriteSchema.extend({
  year: z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v)) : v), shape.year),
  identifiers: z.preprocess((v) => (typeof v === 'string' ? splitIdentifiers(v) : v), shape.identifiers),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const toForm = (laptop?: Laptop): FormInput => ({
  brand: laptop?.brand ?? '',
  family: laptop?.family ?? '',
  model: laptop?.model ?? '',
  year: laptop?.year == null ? '' : String(laptop.year),
  identifiers: laptop?.identifiers.join('\n') ?? '',
});

/** The schema's messages as the form says them ("brand is required" → "Brand is required"). */
const say = (message: string | undefined) => message && message.replace(/^(\w)/, (c) => c.toUpperCase());

/** The identifiers' first problem: the list's own (too many) or one identifier's (too long). */
function identifiersError(errors: FieldErrors<FormInput>) {
  const e = errors.identifiers as { message?: string } | { message?: string }[] | undefined;
  if (!e) return undefined;
  if (Array.isArray(e)) return say(e.find((item) => item?.message)?.message);
  return say(e.message);
}

interface Props {
  laptop?: Laptop;
  busy: boolean;
  error?: string;
  onSave: (input: LaptopWriteInput) => void;
  onCancel: () => void;
}

/** Add or edit a laptop model: brand, family, model, year and its identifiers (machine types, model numbers, DMI names). */
export function LaptopForm({ laptop, busy, error, onSave, onCancel }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: toForm(laptop) });
  const idError = identifiersError(errors);
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
      <FormField label="Brand" autoComplete="off" error={say(errors.brand?.message)} {...register('brand')} />
      <FormField
        label="Family"
        hint="e.g. ThinkPad, XPS; may be empty"
        autoComplete="off"
        error={say(errors.family?.message)}
        {...register('family')}
      />
      <FormField label="Model" autoComplete="off" error={say(errors.model?.message)} {...register('model')} />
      <FormField
        label="Year"
        type="number"
        inputMode="numeric"
        min={1990}
        max={2100}
        step={1}
        hint="Optional"
        error={errors.year ? 'Enter a year from 1990 to 2100, or leave it empty.' : undefined}
        {...register('year')}
      />
      <Field
        label="Identifiers"
        hint="Machine types, model numbers and DMI names, separated by commas or one per line (e.g. 20L5, 20L6)"
        error={idError}
        className="py-1 sm:col-span-2"
      >
        {(id, describedBy) => (
          <textarea
            id={id}
            rows={3}
            spellCheck={false}
            className={`textarea w-full font-mono ${idError ? 'textarea-error' : ''}`}
            aria-invalid={idError ? true : undefined}
            aria-describedby={describedBy}
            {...register('identifiers')}
          />
        )}
      </Field>
      <DialogFormActions submitLabel="Save model" busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
