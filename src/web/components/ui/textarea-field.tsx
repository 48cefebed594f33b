import type { ComponentProps } from 'react';
import { Field } from './field';

type Props = ComponentProps<'textarea'> & { label: string; error?: string; hint?: string; fieldClassName?: string };

/** A Field holding a textarea: invalid and described by its hint and error; spread `register(...)` into it. */
export function TextareaField({ label, error, hint, fieldClassName = 'py-1', className = '', ...textarea }: Props) {
  return (
    <Field label={label} hint={hint} error={error} className={fieldClassName}>
      {(id, describedBy) => (
        <textarea
          id={id}
          className={`textarea w-full ${error ? 'textarea-error' : ''} ${className}`.trim()}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...textarea}
        />
      )}
    </Field>
  );
}
