import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { secondFactorErrorMessage } from '../utils/second-factor-error';
import { FormError } from './auth-card';

interface Props {
  /** What the password is asked for, above the field. */
  children: ReactNode;
  submitLabel: string;
  /** A destructive step (turning two-factor sign-in off) gets the error colour. */
  danger?: boolean;
  busy: boolean;
  /** The last refusal: a wrong password is said under the field (and focused), anything else under the form. */
  error: unknown;
  onSubmit: (password: string) => void;
  onCancel: () => void;
  testId: string;
}

const wrongPassword = (error: unknown) => error instanceof ApiError && error.code === 'INVALID_PASSWORD';

/** "Enter your password to …": the two-factor settings ask it before each change. Focused as it opens. */
export function PasswordStep({ children, submitLabel, danger = false, busy, error, onSubmit, onCancel, testId }: Props) {
  const { register, handleSubmit, setFocus, setError, formState } = useForm<{ password: string }>({ defaultValues: { password: '' } });
  useEffect(() => setFocus('password'), [setFocus]);
  useEffect(() => {
    if (wrongPassword(error)) setError('password', { message: secondFactorErrorMessage(error) }, { shouldFocus: true });
  }, [error, setError]);
  return (
    <form onSubmit={handleSubmit(({ password }) => onSubmit(password))} noValidate data-testid={testId}>
      <div className="text-sm">{children}</div>
      <FormField
        label="Your password"
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password', { required: 'Enter your password.' })}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" variant={danger ? 'error' : 'primary'} size="sm" busy={busy}>
          {submitLabel}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <FormError message={error && !wrongPassword(error) ? secondFactorErrorMessage(error) : null} />
    </form>
  );
}
