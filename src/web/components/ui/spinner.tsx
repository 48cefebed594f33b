import { LOADER_SIZE } from '../../../shared/constants';

/** daisyUI's spinner sizes, for a spinner inside a button or a line of text. */
const SIZES = { xs: 'loading-xs', sm: 'loading-sm', md: 'loading-md', lg: 'loading-lg' } as const;

export type SpinnerSize = keyof typeof SIZES;

interface SpinnerProps {
  /** A daisyUI size ('xs', 'sm'…) or a width in pixels (a page or panel loading). */
  size?: SpinnerSize | number;
  /**
   * What is loading, read out politely ("Loading the card form"). Without it the spinner is
   * decoration (aria-hidden): a busy button or line whose text already says what happens.
   */
  label?: string;
}

/** The one spinner of the app: daisyUI's `loading-spinner`, announced when it has a label. */
export function Spinner({ size, label }: SpinnerProps) {
  if (label === undefined) {
    return <span className={`loading loading-spinner ${SIZES[typeof size === 'string' ? size : 'sm']}`} aria-hidden="true" />;
  }
  const px = typeof size === 'string' ? undefined : (size ?? LOADER_SIZE);
  const sized = typeof size === 'string' ? ` ${SIZES[size]}` : '';
  return (
    <span role="status" aria-live="polite" className="inline-flex items-center justify-center">
      <span
        className={`loading loading-spinner text-primary${sized}`}
        style={px ? { width: px, height: px } : undefined}
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
