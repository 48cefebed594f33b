import { useId, useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { PART_NUMBER_KINDS } from '../../../../shared/schemas/laptop';
import { PART_NUMBER_KIND_LABELS } from '../../../entities/laptop/model/part-numbers';
import { say } from './fitment-form';
import type { ProductFormApi } from './product-form-schema';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';

type Form = ProductFormApi;

function PartNumberRow({ form, index, onRemove }: { form: Form; index: number; onRemove: () => void }) {
  const id = useId();
  const error = say(form.formState.errors.partNumbers?.[index]?.number?.message);
  return (
    <li
      className="border-base-300 flex flex-wrap items-start gap-2 border-b pb-2 last:border-b-0 sm:border-b-0 sm:pb-0"
      data-testid="part-number-row"
    >
      <div className="min-w-0 grow basis-40">
        <label htmlFor={`${id}-number`} className="sr-only">
          Part number {index + 1}
        </label>
        <input
          id={`${id}-number`}
          className={`input input-sm w-full font-mono ${error ? 'input-error' : ''}`}
          placeholder="e.g. 01AV422"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register(`partNumbers.${index}.number`)}
        />
        {error && (
          <p id={`${id}-error`} className="text-error mt-1 text-sm">
            {error}
          </p>
        )}
      </div>
      <label htmlFor={`${id}-kind`} className="sr-only">
        Kind of part number {index + 1}
      </label>
      <select id={`${id}-kind`} className="select select-sm w-36" {...form.register(`partNumbers.${index}.kind`)}>
        {PART_NUMBER_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {PART_NUMBER_KIND_LABELS[kind]}
          </option>
        ))}
      </select>
      <Button variant="ghost" size="sm" onClick={onRemove}>
        Remove<span className="sr-only"> part number {index + 1}</span>
      </Button>
    </li>
  );
}

/** The product's part numbers: a number and its kind per row; rows are added and removed. */
export function PartNumberRows({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'partNumbers' });
  const addRef = useRef<HTMLButtonElement>(null);
  const listError = say(form.formState.errors.partNumbers?.message ?? form.formState.errors.partNumbers?.root?.message);
  return (
    <fieldset className="flex flex-col gap-3" data-testid="part-numbers-editor">
      <legend className="mb-1 font-semibold">Part numbers</legend>
      <p className="text-base-content/70 -mt-2 text-sm">
        The numbers printed on the part or in the maker&apos;s lists; a search finds them.
      </p>
      {fields.length === 0 ? (
        <p className="text-base-content/70 text-sm">No part numbers yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {fields.map((field, index) => (
            <PartNumberRow
              key={field.id}
              form={form}
              index={index}
              onRemove={() => {
                remove(index);
                addRef.current?.focus();
              }}
            />
          ))}
        </ul>
      )}
      {listError && <Alert>{listError}</Alert>}
      <Button
        ref={addRef}
        size="sm"
        outline
        className="self-start"
        onClick={() => append({ number: '', kind: 'oem' }, { shouldFocus: true })}
        disabled={fields.length >= 20}
      >
        Add part number
      </Button>
    </fieldset>
  );
}
