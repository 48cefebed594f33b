import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { ResetPasswordForm as Values } from '../../../../shared/auth';
import { paths } from '../../../config/paths';
import { useResetPassword } from '../api/reset-password';
import { authErrorMessage } from '../utils/auth-error';
import { FormError } from './auth-card';
import { FormField } from '../../../components/ui/form-field';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { Button } from '../../../components/ui/button';

// The rules (and zod) load on the form's first focus.
const rules = lazyZodResolver(() => import('../../../../shared/auth').then((m) => m.resetPasswordFormSchema));

/** Sets a new password with the token of the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver: rules.resolver, defaultValues: { password: '', confirm: '' } });

  if (reset.isSuccess) {
    return (
      <div role="status" className="alert alert-success alert-soft flex flex-col items-start gap-2">
        <span>Your password was changed. Log in with the new password.</span>
        <Link to={paths.login.getHref()} className="btn btn-primary btn-sm">
          Go to login
        </Link>
      </div>
    );
  }
  return (
    <form
      onSubmit={handleSubmit((v) => reset.mutate({ newPassword: v.password, token }))}
      onFocus={rules.preload}
      noValidate
      className="flex flex-col gap-1"
    >
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
      <Button type="submit" variant="primary" className="mt-3 w-full" busy={reset.isPending}>
        Save new password
      </Button>
      <FormError message={reset.error ? authErrorMessage(reset.error) : null} />
    </form>
  );
}
