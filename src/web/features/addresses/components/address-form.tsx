import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type KeyboardEvent } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { COUNTRY_CODES, countryName } from '../../../../shared/countries';
import { addressFieldsSchema, type AddressFields, type AddressFieldsInput, type ShippingAddress } from '../../../../shared/schemas/address';
import { SelectField } from '../../../components/ui/select-field';
import { FormField } from '../../../components/ui/form-field';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';

type FieldName = keyof AddressFieldsInput;

/** Each field's label, and the browser's autofill token for it. */
const FIELDS: Record<Exclude<FieldName, 'country'>, { label: string; autoComplete: string; type?: string; wide?: boolean }> = {
  name: { label: 'Full name', autoComplete: 'name', wide: true },
  line1: { label: 'Address line 1', autoComplete: 'address-line1', wide: true },
  line2: { label: 'Address line 2 (optional)', autoComplete: 'address-line2', wide: true },
  city: { label: 'City', autoComplete: 'address-level2' },
  region: { label: 'State / region (optional)', autoComplete: 'address-level1' },
  postalCode: { label: 'Postal code', autoComplete: 'postal-code' },
  phone: { label: 'Phone', autoComplete: 'tel', type: 'tel' },
};

/** The schema names fields as the wire does ("line1 is required"); the form says what the label says. */
const WIRE_LABELS: Record<FieldName, string> = {
  name: 'Full name',
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City',
  region: 'State / region',
  postalCode: 'Postal code',
  country: 'Country',
  phone: 'Phone',
};
const errorText = (errors: FieldErrors<AddressFieldsInput>, name: FieldName) => {
  const message = errors[name]?.message;
  if (!message) return undefined;
  return name === 'country' ? 'Choose a country.' : message.replace(new RegExp(`^${name}\\b`), WIRE_LABELS[name]);
};

let sortedCountries: { code: string; name: string }[] | undefined;
/** Every country code, labelled with its English name, sorted by that name. */
const countries = () =>
  (sortedCountries ??= COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name)));

/** The browser's own region ("en-GB" → GB) when it is a country we know, to start the form with. */
function guessCountry(): string {
  const region = /[-_]([A-Z]{2})\b/.exec(navigator.language ?? '')?.[1];
  return region && COUNTRY_CODES.includes(region) ? region : '';
}

function CountrySelect({ register, error }: { register: UseFormRegister<AddressFieldsInput>; error?: string }) {
  return (
    <SelectField
      label="Country"
      error={error}
      autoComplete="country"
      options={countries().map((c) => ({ value: c.code, label: c.name }))}
      {...register('country')}
    >
      <option value="" disabled>
        Choose a country
      </option>
    </SelectField>
  );
}

interface ActionsProps {
  label: string;
  busy: boolean;
  /** Given when nested: the save button is a plain button calling it (a submit button would submit the outer form). */
  onSubmit?: () => void;
  onCancel?: () => void;
}

function FormActions({ label, busy, onSubmit, onCancel }: ActionsProps) {
  return (
    <div className="mt-3 flex flex-wrap gap-2 sm:col-span-2">
      <Button type={onSubmit ? 'button' : 'submit'} variant="primary" busy={busy} onClick={onSubmit}>
        {label}
      </Button>
      {onCancel && (
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </div>
  );
}

export interface AddressFormProps {
  /** The address being edited; a new one starts empty. */
  address?: ShippingAddress;
  /** Names the form (or group) for assistive technology, e.g. "New address". */
  title: string;
  submitLabel: string;
  busy?: boolean;
  /** The server's refusal, shown above the buttons. */
  error?: string;
  onSave: (fields: AddressFields) => void;
  onCancel?: () => void;
  /**
   * Rendered inside another form (e.g. the Order Now dialog): a group instead of a <form>, whose
   * Enter key and Save button save the address without submitting the outer form.
   */
  nested?: boolean;
  /** Whether the first field takes the focus when the form appears (it opens where a button was); true unless told. */
  autoFocus?: boolean;
}

function useAddressForm(address: ShippingAddress | undefined, onSave: (fields: AddressFields) => void, autoFocus: boolean) {
  const form = useForm<AddressFieldsInput, unknown, AddressFields>({
    resolver: zodResolver(addressFieldsSchema),
    defaultValues: address ?? {
      name: '',
      line1: '',
      line2: '',
      city: '',
      region: '',
      postalCode: '',
      country: guessCountry(),
      phone: '',
    },
  });
  const { setFocus } = form;
  // The form opens where a button was: the keyboard goes on in its first field.
  useEffect(() => {
    if (autoFocus) setFocus('name');
  }, [setFocus, autoFocus]);
  return { register: form.register, errors: form.formState.errors, submit: form.handleSubmit(onSave) };
}

/** Every address field, checked with the shared schema before it is sent. */
export function AddressForm(props: AddressFormProps) {
  const { address, title, submitLabel, busy = false, error, onSave, onCancel, nested = false, autoFocus = true } = props;
  const { register, errors, submit } = useAddressForm(address, onSave, autoFocus);
  const onKeyDown = (e: KeyboardEvent) => {
    if (!nested || e.key !== 'Enter' || !(e.target instanceof HTMLInputElement)) return;
    e.preventDefault();
    void submit();
  };
  const fields = (Object.keys(FIELDS) as (keyof typeof FIELDS)[]).map((name) => {
    const { label, autoComplete, type, wide } = FIELDS[name];
    const field = (
      <FormField
        key={name}
        label={label}
        autoComplete={autoComplete}
        type={type ?? 'text'}
        className={wide ? 'sm:col-span-2' : ''}
        error={errorText(errors, name)}
        {...register(name)}
      />
    );
    return name === 'postalCode'
      ? [field, <CountrySelect key="country" register={register} error={errorText(errors, 'country')} />]
      : field;
  });
  const body = (
    <>
      {fields}
      {error && <Alert className="sm:col-span-2">{error}</Alert>}
      <FormActions label={submitLabel} busy={busy} onSubmit={nested ? () => void submit() : undefined} onCancel={onCancel} />
    </>
  );
  const className = 'grid grid-cols-1 gap-x-4 sm:grid-cols-2';
  return nested ? (
    <div role="group" aria-label={title} className={className} onKeyDown={onKeyDown}>
      {body}
    </div>
  ) : (
    <form onSubmit={submit} noValidate className={className} aria-label={title}>
      {body}
    </form>
  );
}
