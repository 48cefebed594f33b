import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loginFormSchema } from '../../../../shared/auth';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { authErrorMessage } from '../utils/auth-error';
import { FormError } from './auth-card';
import { FormField } from '../../../components/ui/form-field';

const schema = loginFormSchema.pick({ email: true });
type Values = z.infer<typeof schema>;

/** Asks for a reset link; the answer never tells whether the account exists. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

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
    <form onSubmit={handleSubmit((v) => request.mutate(v.email))} noValidate className="flex flex-col gap-1">
      <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <button type="submit" className="btn btn-primary mt-3 w-full" disabled={request.isPending}>
        {request.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Send reset link
      </button>
      <FormError message={request.error ? authErrorMessage(request.error) : null} />
    </form>
  );
}
