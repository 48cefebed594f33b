import { useId, type ReactNode } from 'react';

interface FieldProps {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  /**
   * 'fieldset' (the default): daisyUI's fieldset, the error shown when there is one (forms in the
   * dashboard and in dialogs). 'stacked': label above control, with a line always kept for the error so
   * nothing jumps while typing, read out when it appears (the public pages' forms).
   */
  layout?: 'fieldset' | 'stacked';
  /**
   * The control, given the id its label points at and the ids of its hint and error, e.g.
   * `{(id, describedBy) => <input id={id} aria-describedby={describedBy} {...register('name')} />}`.
   */
  children: (id: string, describedBy?: string) => ReactNode;
}

/** The app's one form field: a label tied to its control by id, with the hint and the error (in red) described by it. */
export function Field({ label, hint, error, className = '', layout = 'fieldset', children }: FieldProps) {
  const id = useId();
  const stacked = layout === 'stacked';
  const describedBy = [hint && `${id}-hint`, (error || stacked) && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${stacked ? 'flex flex-col gap-1' : 'fieldset'} ${className}`.trim()}>
      <label htmlFor={id} className={stacked ? 'font-medium' : 'fieldset-legend pb-1 pt-0 text-sm'}>
        {label}
      </label>
      {children(id, describedBy)}
      {hint && (
        <p id={`${id}-hint`} className="text-base-content/70 text-xs">
          {hint}
        </p>
      )}
      {stacked ? (
        <p id={`${id}-error`} className="text-error min-h-5 text-sm" role={error ? 'alert' : undefined}>
          {error}
        </p>
      ) : (
        error && (
          <p id={`${id}-error`} className="text-error text-sm">
            {error}
          </p>
        )
      )}
    </div>
  );
}
