import { usePaymentConfig } from '../api/get-payment-config';

/** Says on every page that payments are not real while the server runs a test payment mode. */
export function TestModeBanner() {
  const { data } = usePaymentConfig();
  if (data?.mode !== 'test') return null;
  return (
    <div
      role="status"
      data-testid="test-mode-banner"
      className="alert alert-warning justify-center rounded-none px-4 py-1.5 text-center text-sm font-medium"
    >
      Test mode: no real charges
    </div>
  );
}
