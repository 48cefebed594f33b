import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { passwordChangeFormSchema, type PasswordChangeForm } from '../../../../shared/auth';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { FormField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { useHasPassword } from '../api/get-sign-in-methods';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { authErrorMessage } from '../utils/auth-error';
import { FormError } from './auth-card';
import { SettingsStatus } from './settings-status';

const EMPTY: PasswordChangeForm = { current: '', password: '', confirm: '', revokeOthers: true };

/** The field a refusal is about (said under it), if it is about one. */
function refusedField(error: unknown): 'current' | 'password' | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'INVALID_PASSWORD') return 'current';
  if (error.code?.startsWith('PASSWORD_TOO')) return 'password';
  return undefined;
}

/** Said (and focused) once the password is changed. */
function PasswordChanged({ othersSignedOut }: { othersSignedOut: boolean }) {
  return (
    <SettingsStatus>
      Your password was changed.{othersSignedOut ? ' Every other session was signed out.' : ''} Use the new password next time you log in.
    </SettingsStatus>
  );
}

/** The current password, the new one twice, and whether to sign out everywhere else. */
function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PasswordChangeForm>({ resolver: zodResolver(passwordChangeFormSchema), defaultValues: EMPTY });
  const submit = handleSubmit((v) =>
    change.mutate(
      { currentPassword: v.current, newPassword: v.password, revokeOtherSessions: v.revokeOthers },
      {
        onSuccess: () => reset(EMPTY),
        onError: (err) => {
          const field = refusedField(err);
          if (field) setError(field, { message: authErrorMessage(err) }, { shouldFocus: true });
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="password-form">
      <FormField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.current?.message}
        {...register('current', { onChange: () => change.isSuccess && change.reset() })}
      />
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <FormField
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <label className="label mt-2 cursor-pointer gap-3 whitespace-normal">
        <input type="checkbox" className="checkbox checkbox-primary checkbox-sm" {...register('revokeOthers')} />
        <span className="text-base-content">Sign out everywhere else (other browsers and devices)</span>
      </label>
      <div>
        <Button type="submit" variant="primary" size="sm" className="mt-3" busy={change.isPending}>
          Change password
        </Button>
      </div>
      <FormError message={change.error && !refusedField(change.error) ? authErrorMessage(change.error) : null} />
      {change.isSuccess && <PasswordChanged othersSignedOut={Boolean(change.data.token)} />}
    </form>
  );
}

/** An account made with Google has no password: it may get one through the reset link, mailed to its address. */
function SetPassword({ email }: { email: string }) {
  const request = useRequestPasswordReset();
  return (
    <div data-testid="password-google-only">
      <p className="text-sm">
        You sign in with Google, so this account has no password. If you want to log in with your e-mail address too, we can e-mail you a
        link to set one. Setting it signs you out everywhere; then log in again.
      </p>
      <Button variant="primary" size="sm" outline className="mt-3" busy={request.isPending} onClick={() => request.mutate(email)}>
        E-mail me a link to set a password
      </Button>
      <FormError message={request.error ? authErrorMessage(request.error) : null} />
      {request.isSuccess && (
        <SettingsStatus>
          We e-mailed a link to <strong>{email}</strong>. Open it within an hour to set your password.
        </SettingsStatus>
      )}
    </div>
  );
}

/** Change the password, or (an account made with Google) say there is none and offer to set one. */
export function AccountPasswordForm({ email }: { email: string }) {
  const methods = useHasPassword();
  if (methods.isPending) return <Skeleton className="h-48 w-full" />;
  if (methods.isError) return <ErrorState message={methods.error.message} onRetry={() => void methods.refetch()} />;
  return methods.hasPassword ? <ChangePasswordForm /> : <SetPassword email={email} />;
}
