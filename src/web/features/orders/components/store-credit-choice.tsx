import { useId } from 'react';
import { formatPrice } from '../../../../shared/money';

interface Props {
  /** The customer's store credit (the checkbox is left out when there is none). */
  available: number;
  currency?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The server's word that the credit changed (409 `STORE_CREDIT`), under the checkbox. */
  error?: string;
}

/** The checkout's "Use my store credit ($x available)": the credit pays first, before gift cards and the card. */
export function StoreCreditChoice({ available, currency, checked, onChange, error }: Props) {
  const id = useId();
  if (available <= 0) return null;
  return (
    <div className="flex flex-col gap-1" data-testid="store-credit-choice">
      <label htmlFor={id} className="flex cursor-pointer items-center gap-3 text-sm">
        <input
          id={id}
          type="checkbox"
          className="checkbox checkbox-primary checkbox-sm"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>
          Use my store credit <span className="text-base-content/70">({formatPrice(available, currency)} available)</span>
        </span>
      </label>
      {error && (
        <p id={`${id}-error`} className="text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
