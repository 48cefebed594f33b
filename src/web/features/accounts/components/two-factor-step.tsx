import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { useVerifySecondFactor } from '../api/verify-second-factor';
import { secondFactorErrorMessage } from '../utils/second-factor-error';

interface CodeValues {
  code: string;
  trustDevice: boolean;
}

/** The app's 6 digits (spaces allowed), or a backup code as printed ("abcde-12345", the dash optional). */
const TOTP = /^\d{6}$/;
const BACKUP = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;

/** What is sent: the digits alone, or the backup code with its dash (Better Auth compares it as stored). */
function normalise(code: string, backup: boolean): string {
  const trimmed = code.replace(/\s+/g, '');
  return backup && !trimmed.includes('-') ? `${trimmed.slice(0, 5)}-${trimmed.slice(5)}` : trimmed;
}

const checkCode = (backup: boolean) => (value: string) => {
  const code = value.replace(/\s+/g, '');
  if (!code) return backup ? 'Enter one of your backup codes.' : 'Enter the 6-digit code the app shows.';
  if (backup) return BACKUP.test(code) || 'A backup code has 10 letters and digits, like abcde-12345.';
  return TOTP.test(code) || 'The code has 6 digits.';
};

interface Props {
  email: string;
  /** The session is in place (token stored): go on as after any sign-in. */
  onSignedIn: (email: string) => void;
  /** Back to the e-mail and password (a new challenge: the old one may be spent). */
  onCancel: () => void;
}

function CodeField({
  backup,
  error,
  register,
}: {
  backup: boolean;
  error?: string;
  register: ReturnType<typeof useForm<CodeValues>>['register'];
}) {
  return backup ? (
    <FormField
      key="backup"
      label="Backup code"
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      hint="One of the ten codes you saved when you set up two-factor sign-in. Each works once."
      error={error}
      {...register('code', { validate: checkCode(true) })}
    />
  ) : (
    <FormField
      key="totp"
      label="Enter the 6-digit code from your authenticator app"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      error={error}
      {...register('code', { validate: checkCode(false) })}
    />
  );
}

/**
 * The sign-in's second step, for an account with two-factor sign-in: the authenticator app's code
 * (or a backup code), and whether to trust this browser for 30 days. Loaded only when a sign-in
 * asks for it, so /login's first JavaScript stays as it was.
 */
export default function TwoFactorStep({ email, onSignedIn, onCancel }: Props) {
  const [backup, setBackup] = useState(false);
  const verify = useVerifySecondFactor(email);
  const { register, handleSubmit, setFocus, setError, setValue, clearErrors, formState } = useForm<CodeValues>({
    defaultValues: { code: '', trustDevice: false },
  });
  useEffect(() => setFocus('code'), [backup, setFocus]);

  const submit = handleSubmit(({ code, trustDevice }) =>
    verify.mutate(
      { code: normalise(code, backup), backup, trustDevice },
      {
        onSuccess: () => onSignedIn(email),
        onError: (err) => setError('code', { message: secondFactorErrorMessage(err) }, { shouldFocus: true }),
      },
    ),
  );
  const switchMethod = () => {
    setValue('code', '');
    clearErrors();
    verify.reset();
    setBackup((b) => !b);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1" aria-label="Two-factor sign-in" data-testid="two-factor-step">
      <p className="text-sm">
        Two-factor sign-in is on for <strong className="break-all">{email}</strong>.{' '}
        {backup ? 'Enter one of your backup codes.' : 'Open your authenticator app and enter the code it shows for PartsHub.'}
      </p>
      <CodeField backup={backup} error={formState.errors.code?.message} register={register} />
      <label className="label mt-1 cursor-pointer gap-3 whitespace-normal">
        <input type="checkbox" className="checkbox checkbox-primary checkbox-sm" {...register('trustDevice')} />
        <span className="text-base-content">Trust this device for 30 days</span>
      </label>
      <p className="text-base-content/70 text-xs">
        It will not ask for a code here again until then. Leave it unticked on a shared computer.
      </p>
      <Button type="submit" variant="primary" className="mt-3 w-full" busy={verify.isPending}>
        Verify and log in
      </Button>
      <div className="mt-2 flex flex-wrap justify-between gap-2">
        <button type="button" className="link link-primary text-sm" onClick={switchMethod}>
          {backup ? 'Use the code from the app instead' : 'Use a backup code instead'}
        </button>
        <button type="button" className="link text-sm" onClick={onCancel}>
          Back to login
        </button>
      </div>
    </form>
  );
}
