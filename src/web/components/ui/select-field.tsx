import type { ComponentProps } from 'react';
import { Field } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

type Props = ComponentProps<'select'> & {
  label: string;
  error?: string;
  hint?: string;
  fieldClassName?: string;
  /** The choices, after any option given as children (a placeholder such as "All statuses"). */
  options?: readonly SelectOption[];
};

/** A Field holding a select: invalid and described by its hint and error; spread `register(...)` into it. */
export function SelectField({ label, error, hint, fieldClassName = 'py-1', className = '', options = [], children, ...select }: Props) {
  return (
    <Field label={label} hint={hint} error={error} className={fieldClassName}>
      {(id, describedBy) => (
        <select
          id={id}
          className={`select w-full ${error ? 'select-error' : ''} ${className}`.trim()}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...select}
        >
          {children}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
