import { useId, useRef, useState } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import type { Laptop } from '../../../../shared/schemas/laptop';
import { LaptopSearch } from '../../../entities/laptop/components/laptop-combobox';
import { laptopFullName } from '../../../entities/laptop/model/full-name';
import { say, type FitmentFormInput, type FitmentFormValues } from './fitment-form';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';

type Form = UseFormReturn<FitmentFormInput, unknown, FitmentFormValues>;

interface RowProps {
  form: Form;
  index: number;
  laptop: { brand: string; family: string; model: string };
  onRemove: () => void;
}

function FitRow({ form, index, laptop, onRemove }: RowProps) {
  const id = useId();
  const name = laptopFullName(laptop);
  const error = say(form.formState.errors.fits?.[index]?.note?.message);
  return (
    <li className="border-base-300 flex flex-col gap-2 border-b py-2 last:border-b-0 sm:flex-row sm:items-start" data-testid="fit-row">
      <p className="min-w-0 sm:w-56 sm:shrink-0 sm:pt-1">
        <span className="text-base-content/70 block text-xs">{laptop.brand}</span>
        <span className="font-medium break-words">{[laptop.family, laptop.model].filter(Boolean).join(' ')}</span>
      </p>
      <div className="flex min-w-0 grow items-start gap-2">
        <div className="min-w-0 grow">
          <label htmlFor={id} className="sr-only">
            Note for {name}
          </label>
          <input
            id={id}
            className={`input input-sm w-full ${error ? 'input-error' : ''}`}
            placeholder="Note (optional), e.g. not the 72 Wh battery"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...form.register(`fits.${index}.note`)}
          />
          {error && (
            <p id={`${id}-error`} className="text-error mt-1 text-sm">
              {error}
            </p>
          )}
        </div>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          Remove<span className="sr-only"> {name}</span>
        </Button>
      </div>
    </li>
  );
}

/** The models the product fits, each with a note, and the search that adds one (newest on top). */
export function FitList({ form }: { form: Form }) {
  const { fields, prepend, remove } = useFieldArray({ control: form.control, name: 'fits', keyName: 'key' });
  const fits = useWatch({ control: form.control, name: 'fits' });
  const searchRef = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState('');
  const ids = new Set(fits.map((f) => f.laptopId));
  const listError = say(form.formState.errors.fits?.message ?? form.formState.errors.fits?.root?.message);

  const add = (laptop: Laptop) => {
    const name = laptopFullName(laptop);
    if (ids.has(laptop._id)) return setSaid(`${name} is in the list already.`);
    prepend({ laptopId: laptop._id, brand: laptop.brand, family: laptop.family, model: laptop.model, note: '' }, { shouldFocus: false });
    setSaid(`${name} added.`);
  };
  const removeAt = (index: number) => {
    setSaid(`${laptopFullName(fields[index]!)} removed.`);
    remove(index);
    searchRef.current?.focus();
  };

  return (
    <fieldset className="flex flex-col gap-3" data-testid="fits-editor">
      <legend className="mb-1 font-semibold">Laptop models it fits ({fields.length})</legend>
      <LaptopSearch
        label="Add a laptop model"
        hint="Type a brand, model or machine type, then pick the model with Enter or a click."
        browse={false}
        clearOnPick
        marked={ids}
        markLabel="Added"
        inputRef={searchRef}
        testId="fitment-search"
        onPick={add}
      />
      <p role="status" aria-live="polite" className="text-base-content/80 -mt-2 text-sm font-medium empty:sr-only">
        {said}
      </p>
      {listError && <Alert>{listError}</Alert>}
      {fields.length === 0 ? (
        <p className="text-base-content/70 text-sm">Not listed as fitting any laptop model yet.</p>
      ) : (
        <ul className="flex flex-col" aria-label="Laptop models it fits">
          {fields.map((field, index) => (
            <FitRow key={field.key} form={form} index={index} laptop={field} onRemove={() => removeAt(index)} />
          ))}
        </ul>
      )}
    </fieldset>
  );
}
