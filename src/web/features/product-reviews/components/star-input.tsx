import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

interface Props {
  /** The radio group's registration (react-hook-form's register('rating')). */
  field: UseFormRegisterReturn;
  /** The stars chosen so far ("3"; "" or null while none is). */
  value: unknown;
  error?: string;
}

/**
 * 1 to 5 stars as a radio group (daisyUI `rating`): Tab reaches it, the arrow keys choose, and each
 * star is named "3 stars". The group shows a focus ring, and the choice in words beside it.
 */
export function StarInput({ field, value, error }: Props) {
  const id = useId();
  const chosen = Number(value) || 0;
  return (
    <fieldset className="fieldset py-1" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="fieldset-legend pt-0 pb-1 text-sm">Your rating</legend>
      <div className="flex items-center gap-3">
        <div className="rating rating-lg has-[:focus-visible]:outline-primary rounded-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-4">
          {[1, 2, 3, 4, 5].map((n) => (
            <input
              key={n}
              type="radio"
              value={String(n)}
              className="mask mask-star-2 bg-warning"
              aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
              aria-invalid={error ? true : undefined}
              {...field}
            />
          ))}
        </div>
        <span className="text-base-content/80 text-sm" aria-hidden="true" data-testid="star-input-words">
          {chosen > 0 ? `${chosen} of 5 · ${WORDS[chosen]}` : 'Choose 1 to 5 stars'}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-error text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
