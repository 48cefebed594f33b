import type { ComponentProps } from 'react';
import { Spinner } from './spinner';

// Whole class names (never built from parts), so Tailwind finds every one in this file.
const VARIANTS = {
  default: '',
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  accent: 'btn-accent',
  neutral: 'btn-neutral',
  info: 'btn-info',
  success: 'btn-success',
  warning: 'btn-warning',
  error: 'btn-error',
  ghost: 'btn-ghost',
  link: 'btn-link',
} as const;

const SIZES = { xs: 'btn-xs', sm: 'btn-sm', md: '', lg: 'btn-lg', responsive: 'btn-xs sm:btn-sm' } as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

interface StyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The outlined look (`btn-outline`). */
  outline?: boolean;
  className?: string;
}

/** daisyUI's button classes, for a link that looks like a button (a Link or an <a>). */
export function buttonClass({ variant = 'default', size = 'md', outline = false, className = '' }: StyleOptions = {}) {
  return ['btn', SIZES[size], outline ? 'btn-outline' : '', VARIANTS[variant], className].filter(Boolean).join(' ');
}

type ButtonProps = ComponentProps<'button'> &
  StyleOptions & {
    /** Working: shows the spinner and disables the button. */
    busy?: boolean;
    /**
     * While busy, only `aria-disabled` instead of `disabled`, so the focus stays on the button
     * (a dialog's confirm button, a list's "Load more").
     */
    busyKeepsFocus?: boolean;
  };

/** A daisyUI button: variant and size as props, a busy state with the spinner; every <button> prop (ref too) passes through. */
export function Button({
  variant,
  size = 'md',
  outline,
  className,
  busy = false,
  busyKeepsFocus = false,
  type = 'button',
  disabled,
  children,
  'aria-disabled': ariaDisabled,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, outline, className })}
      disabled={disabled || (busy && !busyKeepsFocus)}
      aria-disabled={(busy && busyKeepsFocus) || ariaDisabled || undefined}
      {...props}
    >
      {busy && <Spinner size={size === 'xs' || size === 'sm' || size === 'responsive' ? 'xs' : 'sm'} />}
      {children}
    </button>
  );
}
