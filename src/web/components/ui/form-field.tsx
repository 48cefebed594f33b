import { useId, type ComponentProps, type ReactNode } from 'react';

interface FieldProps {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  /** The control, given the id its label points at and the ids of its hint and error. */
  children: (id: string, describedBy?: string) => ReactNode;
}

/** A label tied to its control by id, with the hint and the error (in red) described by it. */
export function Field({ label, hint, error, className = '', children }: FieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`fieldset ${className}`}>
      <label htmlFor={id} className="fieldset-legend pb-1 pt-0 text-sm">
        {label}
      </label>
      {children(id, describedBy)}
      {hint && (
        <p id={`${id}-hint`} className="text-base-content/70 text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

type Props = ComponentProps<'input'> & { label: string; error?: string; hint?: string };

/** A labelled input with its error in red underneath (linked for screen readers). */
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
