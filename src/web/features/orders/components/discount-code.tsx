import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';

interface Props {
  /** The code applied now (none: the field to type one). */
  applied?: string;
  /** Why the code was refused (under the field). */
  error?: string;
  checking: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** The checkout's "Discount code": type and Apply, or the applied code with Remove; a refusal under the field. */
export function DiscountCode({ applied, error, checking, onApply, onRemove }: Props) {
  const [typed, setTyped] = useState(applied ?? '');
  return (
    <form
      noValidate
      data-testid="discount-code"
      onSubmit={(e) => {
        e.preventDefault();
        if (applied) onRemove();
        else onApply(typed);
      }}
    >
      <Field label="Discount code" error={error} hint={applied && !error ? `${applied.toUpperCase()} is applied.` : undefined}>
        {(id, describedBy) => (
          <div className="join w-full">
            <input
              id={id}
              name="discountCode"
              className={`input join-item min-w-0 flex-1 font-mono uppercase placeholder:font-sans placeholder:normal-case ${error ? 'input-error' : ''}`}
              value={applied ?? typed}
              readOnly={Boolean(applied)}
              onChange={(e) => setTyped(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
            />
            <Button type="submit" className="join-item" busy={checking} outline={Boolean(applied)}>
              {applied ? 'Remove' : 'Apply'}
            </Button>
          </div>
        )}
      </Field>
    </form>
  );
}
