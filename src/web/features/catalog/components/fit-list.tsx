import { useId, useRef, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { Laptop } from '../../../../shared/schemas/laptop';
import { LaptopSearch } from '../../../entities/laptop/components/laptop-combobox';
import { laptopFullName } from '../../../entities/laptop/model/full-name';
import { say } from './fitment-form';
import type { ProductFormApi } from './product-form-schema';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';

interface RowProps {
  form: ProductFormApi;
  index: number;
  laptop: { brand: string; family: string; model: string };
  notes: boolean;
  onRemove: () => void;
}

function NoteInput({ form, index, name }: { form: ProductFormApi; index: number; name: string }) {
  const id = useId();
  const error = say(form.formState.errors.fits?.[index]?.note?.message);
  return (
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
  );
}

function FitRow({ form, index, laptop, notes, onRemove }: RowProps) {
  const name = laptopFullName(laptop);
  return (
    <li
      className={`border-base-300 flex gap-2 border-b py-2 last:border-b-0 ${notes ? 'flex-col sm:flex-row sm:items-start' : 'items-center'}`}
      data-testid="fit-row"
    >
      <p className={`min-w-0 ${notes ? 'sm:w-56 sm:shrink-0 sm:pt-1' : 'grow'}`}>
        <span className="text-base-content/70 block text-xs">{laptop.brand}</span>
        <span className="font-medium break-words">{[laptop.family, laptop.model].filter(Boolean).join(' ')}</span>
      </p>
      <div className={`flex min-w-0 items-start gap-2 ${notes ? 'grow' : 'shrink-0'}`}>
        {notes && <NoteInput form={form} index={index} name={name} />}
        <Button variant="ghost" size="sm" onClick={onRemove}>
          Remove<span className="sr-only"> {name}</span>
        </Button>
      </div>
    </li>
  );
}

interface FitListProps {
  form: ProductFormApi;
  /** A note per model (Edit); Add sends the models' names only. */
  notes: boolean;
  /** How to add one, under the search box. */
  hint: string;
}

/**
 * "Laptop models it fits" on Add Product and Edit Product: the models the part fits (newest on top),
 * each with Remove (and on Edit a note), and the laptop search that adds one.
 */
export function FitList({ form, notes, hint }: FitListProps) {
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
    <fieldset className="flex min-w-0 flex-col gap-3" data-testid="fits-editor">
      <legend className="mb-1 font-semibold">Laptop models it fits ({fields.length})</legend>
      <LaptopSearch
        label="Add a laptop model"
        hint={hint}
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
            <FitRow key={field.key} form={form} index={index} laptop={field} notes={notes} onRemove={() => removeAt(index)} />
          ))}
        </ul>
      )}
    </fieldset>
  );
}
