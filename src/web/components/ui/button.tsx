import { useEffect, useRef, type ComponentProps } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
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
    /** Working: shows the spinner, and the button does nothing until it is done. */
    busy?: boolean;
    /**
     * While busy the button is only `aria-disabled` (clicks and its form's submit are ignored), so
     * keyboard focus stays on it instead of falling back to the top of the page. `false`: really
     * `disabled` while busy.
     */
    busyKeepsFocus?: boolean;
  };

/** While a submit button works, its form's submit (Enter in a field) is ignored too, as with a disabled one. */
function useFormBlockedWhileBusy(blocked: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const form = ref.current?.form;
    if (!blocked || !form) return;
    // On the form itself, so it runs before React's handler, which listens at the root.
    const block = (e: Event) => {
      e.preventDefault();
      e.stopPropagation();
    };
    form.addEventListener('submit', block);
    return () => form.removeEventListener('submit', block);
  }, [blocked]);
  return ref;
}

/** A daisyUI button: variant and size as props, a busy state with the spinner; every <button> prop (ref too) passes through. */
export function Button({
  variant,
  size = 'md',
  outline,
  className,
  busy = false,
  busyKeepsFocus = true,
  type = 'button',
  disabled,
  children,
  onClick,
  ref,
  'aria-disabled': ariaDisabled,
  ...props
}: ButtonProps) {
  const softBusy = busy && busyKeepsFocus;
  // A submit button the server rendered waits for React: before it, the browser would send the form
  // itself, as a GET to the page's own address, a password in the address bar and the server's logs.
  const hydrated = useHydrated();
  const ownRef = useFormBlockedWhileBusy(softBusy && type === 'submit');
  const refs = (el: HTMLButtonElement | null) => {
    ownRef.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };
  return (
    <button
      ref={refs}
      type={type}
      className={buttonClass({ variant, size, outline, className })}
      disabled={disabled || (busy && !busyKeepsFocus) || (type === 'submit' && !hydrated)}
      aria-disabled={softBusy || ariaDisabled || undefined}
      onClick={(e) => {
        if (softBusy) return e.preventDefault();
        onClick?.(e);
      }}
      {...props}
    >
      {busy && <Spinner size={size === 'xs' || size === 'sm' || size === 'responsive' ? 'xs' : 'sm'} />}
      {children}
    </button>
  );
}
