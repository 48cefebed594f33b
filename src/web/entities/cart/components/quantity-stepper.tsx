import { useId, useState } from 'react';

interface Props {
  /** The part's name, for the labels ("Quantity of …", "One more …"). */
  name: string;
  value: number;
  onChange: (quantity: number) => void;
  min?: number;
  max: number;
  disabled?: boolean;
  size?: 'sm' | 'md';
  /** Shows "Quantity" above the control (otherwise the label is for screen readers only). */
  showLabel?: boolean;
}

interface StepProps {
  className: string;
  label: string;
  disabled: boolean;
  /** At the limit: marked disabled but kept focusable, so a keyboard user's focus stays on the button. */
  blocked: boolean;
  onClick: () => void;
  children: string;
}

function StepButton({ className, label, disabled, blocked, onClick, children }: StepProps) {
  return (
    <button
      type="button"
      className={`${className} ${blocked ? 'btn-disabled' : ''}`}
      aria-label={label}
      disabled={disabled}
      aria-disabled={blocked || undefined}
      onClick={() => !blocked && onClick()}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

const NO_SPIN = '[appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none';

/** The field's text: it follows the value, and `commit` turns typed text into a quantity within min and max. */
function useDraft(value: number, min: number, max: number, onChange: (quantity: number) => void) {
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  // The value changed elsewhere (a button, the server's answer): the field follows it.
  if (value !== shown) {
    setShown(value);
    setDraft(String(value));
  }
  const commit = () => {
    const typed = Number(draft);
    if (draft.trim() === '' || !Number.isFinite(typed)) return setDraft(String(value));
    const next = Math.max(Math.min(Math.trunc(typed), max), min);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  return [draft, setDraft, commit] as const;
}

/**
 * − / input / +: the buttons step by one, the field takes a typed number when it loses focus or on
 * Enter (arrow keys step too). Values are kept within min and max; "−" on a line above the stock
 * goes straight down to what is in stock.
 */
export function QuantityStepper({ name, value, onChange, min = 1, max, disabled = false, size = 'md', showLabel = false }: Props) {
  const id = useId();
  const [draft, setDraft, commit] = useDraft(value, min, max, onChange);
  const btn = `btn join-item btn-square ${size === 'sm' ? 'btn-sm' : ''}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium' : 'sr-only'}>
        {showLabel ? 'Quantity' : `Quantity of ${name}`}
      </label>
      <div className="join">
        <StepButton
          className={btn}
          label={`One less ${name}`}
          disabled={disabled}
          blocked={value <= min}
          onClick={() => onChange(Math.max(Math.min(value - 1, max), min))}
        >
          −
        </StepButton>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          className={`input join-item w-14 text-center ${size === 'sm' ? 'input-sm' : ''} ${NO_SPIN}`}
          value={draft}
          disabled={disabled}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            commit();
          }}
          data-testid="quantity-input"
        />
        <StepButton
          className={btn}
          label={`One more ${name}`}
          disabled={disabled}
          blocked={value >= max}
          onClick={() => onChange(Math.min(value + 1, max))}
        >
          +
        </StepButton>
      </div>
    </div>
  );
}
