import type { ComponentProps } from 'react';
import { Field } from './field';

type Props = ComponentProps<'input'> & { label: string; error?: string; hint?: string };

/** A Field holding a text input: invalid and described by its hint and error (spread `register(...)` into it). */
export function FormField({ label, error, hint, className = '', ...input }: Props) {
  return (
    <Field label={label} hint={hint} error={error} className={`py-1 ${className}`}>
      {(id, describedBy) => (
        <input
          id={id}
          className={`input w-full ${error ? 'input-error' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </Field>
  );
}
