import { Spinner } from './spinner';

/** The full-page spinner shown while the auth state (or a page) loads. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" data-testid="full-page-spinner">
      <Spinner label={label} />
    </div>
  );
}
