import { useForm } from 'react-hook-form';
import type { LoginForm } from '../../../../shared/auth';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { authErrorMessage } from '../utils/auth-error';
import { FormError } from './auth-card';
import { FormField } from '../../../components/ui/form-field';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { Button } from '../../../components/ui/button';

type Values = Pick<LoginForm, 'email'>;
// The login form's e-mail rule, loaded (with zod) on the form's first focus.
const rules = lazyZodResolver(() => import('../../../../shared/auth').then((m) => m.loginFormSchema.pick({ email: true })));

/** Asks for a reset link; the answer never tells whether the account exists. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<Values>({ resolver: rules.resolver, defaultValues: { email: '' } });

  if (request.isSuccess) {
    return (
      <div role="status" className="alert alert-success alert-soft">
        <span>
          If an account exists for <strong>{getValues('email')}</strong>, we have sent it a link to choose a new password. The link works
          for one hour.
        </span>
      </div>
    );
  }
  return (
    <form onSubmit={handleSubmit((v) => request.mutate(v.email))} onFocus={rules.preload} noValidate className="flex flex-col gap-1">
      <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <Button type="submit" variant="primary" className="mt-3 w-full" busy={request.isPending}>
        Send reset link
      </Button>
      <FormError message={request.error ? authErrorMessage(request.error) : null} />
    </form>
  );
}
