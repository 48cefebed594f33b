import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { TwoFactorSetup as Setup } from '../../../../shared/schemas/session';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { secondFactorErrorMessage } from '../utils/second-factor-error';
import { PasswordStep } from './password-step';
import { TotpQrCode } from './totp-qr-code';

/** The secret the otpauth:// URI carries (base32), in groups of four for typing it in by hand. */
function setupKey(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

const checkCode = (value: string) => /^\d{6}$/.test(value.replace(/\s+/g, '')) || 'Enter the 6 digits the app shows now.';

interface ConfirmProps {
  setup: Setup;
  onEnabled: (backupCodes: string[]) => void;
  onCancel: () => void;
}

/** Scan (or type the key), then the app's first code turns it on. */
function ScanAndConfirm({ setup, onEnabled, onCancel }: ConfirmProps) {
  const confirm = useConfirmTwoFactor();
  const intro = useRef<HTMLParagraphElement>(null);
  useEffect(() => intro.current?.focus(), []);
  const { register, handleSubmit, setError, formState } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const submit = handleSubmit(({ code }) =>
    confirm.mutate(code.replace(/\s+/g, ''), {
      onSuccess: () => onEnabled(setup.backupCodes),
      onError: (err) => setError('code', { message: secondFactorErrorMessage(err) }, { shouldFocus: true }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 text-sm" data-testid="two-factor-setup">
      <p ref={intro} tabIndex={-1}>
        1. Scan this QR code with an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password or another).
      </p>
      <TotpQrCode uri={setup.totpURI} />
      <div>
        <p>Cannot scan it? Add an account in the app by hand with this setup key (time-based):</p>
        <p className="bg-base-200 mt-1 rounded-md px-3 py-2 font-mono text-base tracking-wide wrap-anywhere" data-testid="totp-secret">
          {setupKey(setup.totpURI)}
        </p>
      </div>
      <p>2. Enter the 6-digit code the app now shows for PartsHub.</p>
      <FormField
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        error={formState.errors.code?.message}
        {...register('code', { validate: checkCode })}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" size="sm" busy={confirm.isPending}>
          Turn on
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * Turning two-factor sign-in on: the password, then the QR code and the setup key, then the app's
 * first code. Loaded when "Turn on" is pressed (with the QR encoder).
 */
export default function TwoFactorSetup({ onEnabled, onCancel }: Omit<ConfirmProps, 'setup'>) {
  const enable = useEnableTwoFactor();
  if (enable.data) return <ScanAndConfirm setup={enable.data} onEnabled={onEnabled} onCancel={onCancel} />;
  return (
    <PasswordStep
      submitLabel="Continue"
      busy={enable.isPending}
      error={enable.error}
      onSubmit={(password) => enable.mutate(password)}
      onCancel={onCancel}
      testId="two-factor-password"
    >
      Enter your password to set up two-factor sign-in.
    </PasswordStep>
  );
}
