import { useEffect, useRef, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';

/** An e-mail address as far as the browser checks it (the server checks it fully). */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());

interface Props {
  value: string;
  onChange: (email: string) => void;
  /** Says what is wrong even before the field was left (after "Place order" was tried). */
  showError?: boolean;
  /** Takes the focus when it appears (the guest just chose to continue as one). */
  autoFocus?: boolean;
}

/** A guest's e-mail: where the order's link and receipt go. Its error shows once the field was left. */
export function GuestEmail({ value, onChange, showError = false, autoFocus = false }: Props) {
  const [left, setLeft] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  let error: string | undefined;
  if (left || showError) {
    if (!value.trim()) error = 'Email is required: the order’s link goes there.';
    else if (!looksLikeEmail(value)) error = 'Email must be an e-mail address, for example name@example.com';
  }
  return (
    <FormField
      ref={ref}
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      hint="We e-mail you the receipt and a link to your order: to pay, follow it and ask for a return."
      error={error}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={() => setLeft(true)}
      data-testid="guest-email"
    />
  );
}
