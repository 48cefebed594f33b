import { useRef, useState } from 'react';
import type { Laptop } from '../../../../shared/schemas/laptop';
import { LaptopSearch } from '../../../entities/laptop/components/laptop-combobox';
import { laptopFullName } from '../../../entities/laptop/model/full-name';
import { Button } from '../../../components/ui/button';

interface PickerProps {
  value: Laptop[];
  onChange: (models: Laptop[]) => void;
}

/**
 * Add Product's "Laptop models it fits": the fitment editor's model search, adding each pick to a
 * list (newest on top) with Remove. The form sends their full names as compatibleModels; notes and
 * part numbers are added on Edit once the product is saved.
 */
export function FitsPicker({ value, onChange }: PickerProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState('');
  const ids = new Set(value.map((l) => l._id));

  const add = (laptop: Laptop) => {
    const name = laptopFullName(laptop);
    if (ids.has(laptop._id)) return setSaid(`${name} is in the list already.`);
    onChange([laptop, ...value]);
    setSaid(`${name} added.`);
  };
  const remove = (laptop: Laptop) => {
    onChange(value.filter((l) => l._id !== laptop._id));
    setSaid(`${laptopFullName(laptop)} removed.`);
    searchRef.current?.focus();
  };

  return (
    <fieldset className="fieldset flex flex-col gap-2 py-1 md:col-span-2" data-testid="fits-picker">
      <legend className="fieldset-legend pt-0 pb-1 text-sm">Laptop models it fits ({value.length})</legend>
      <LaptopSearch
        label="Add a laptop model"
        hint="Type a brand, model or machine type, then pick the model with Enter or a click. Notes per model and part numbers go in on Edit, after saving."
        browse={false}
        clearOnPick
        marked={ids}
        markLabel="Added"
        inputRef={searchRef}
        testId="fits-picker-search"
        onPick={add}
      />
      <p role="status" aria-live="polite" className="text-base-content/80 -mt-2 text-sm font-medium empty:sr-only">
        {said}
      </p>
      {value.length === 0 ? (
        <p className="text-base-content/70 text-sm">Not listed as fitting any laptop model yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Laptop models it fits">
          {value.map((laptop) => (
            <li key={laptop._id} className="badge badge-outline h-auto gap-1 py-1 pr-1" data-testid="picked-model">
              <span className="break-words">{laptopFullName(laptop)}</span>
              <Button variant="ghost" size="xs" onClick={() => remove(laptop)}>
                <span aria-hidden="true">✕</span>
                <span className="sr-only">Remove {laptopFullName(laptop)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** Edit Product: the models it fits as customers see them (derived from the fitment, which is edited below). */
export function FitsSummary({ models }: { models: readonly string[] }) {
  return (
    <div className="fieldset py-1 md:col-span-2" data-testid="fits-summary">
      <p className="fieldset-legend pt-0 pb-1 text-sm">Compatible models</p>
      <p className="bg-base-200 rounded-field px-3 py-2 text-sm break-words">
        {models.length > 0 ? models.join(', ') : 'None yet.'}
        <span className="text-base-content/70 block text-xs">Set by the laptop models under Part numbers and fitment, below.</span>
      </p>
    </div>
  );
}
