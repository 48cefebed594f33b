import { useEffect, useRef, type ReactNode } from 'react';

/**
 * What a sign-in setting's form did, read out (`role="status"`) and focused as it appears, so
 * keyboard and screen-reader users land on it rather than on a form that went quiet.
 */
export function SettingsStatus({ children, testId }: { children: ReactNode; testId?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} role="status" tabIndex={-1} className="alert alert-success alert-soft mt-3 text-sm" data-testid={testId}>
      <span className="[overflow-wrap:anywhere]">{children}</span>
    </p>
  );
}
