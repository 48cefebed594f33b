import { LOADER_SIZE } from '../../../shared/constants';

export function Spinner({ size = LOADER_SIZE, label = 'Loading' }: { size?: number; label?: string }) {
  return (
    <span role="status" aria-live="polite" className="inline-flex items-center justify-center">
      <span className="loading loading-spinner text-primary" style={{ width: size, height: size }} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The full-page spinner shown while the auth state (or a page) loads. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" data-testid="full-page-spinner">
      <Spinner label={label} />
    </div>
  );
}
