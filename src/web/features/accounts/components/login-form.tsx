import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { LoginForm as LoginValues } from '../../../../shared/auth';
import { paths } from '../../../config/paths';
import { useSignIn } from '../api/sign-in';
import { authErrorMessage } from '../utils/auth-error';
import { FormError } from './auth-card';
import { FormField } from '../../../components/ui/form-field';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { Button } from '../../../components/ui/button';

// The shared rules (and zod) load on the form's first focus: the login page's first load has none.
const rules = lazyZodResolver(() => import('../../../../shared/auth').then((m) => m.loginFormSchema));

interface LoginFormProps {
  /** The session is in place (the token stored). */
  onSignedIn: (email: string) => void;
  /** The account has two-factor sign-in: no session yet, its code is asked next. */
  onTwoFactor: (email: string) => void;
  initialError?: string | null;
}

/** E-mail and password sign-in; `onSignedIn` runs once the session is in place, `onTwoFactor` when a code is asked next. */
export function LoginForm({ onSignedIn, onTwoFactor, initialError }: LoginFormProps) {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: rules.resolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(values, { onSuccess: (outcome) => (outcome.twoFactor ? onTwoFactor(outcome.email) : onSignedIn(outcome.email)) }),
  );
  const formError = signIn.error ? authErrorMessage(signIn.error) : signIn.isIdle ? initialError : null;

  return (
    <form onSubmit={onSubmit} onFocus={rules.preload} noValidate className="flex flex-col gap-1" aria-label="Login">
      <FormField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex justify-end">
        <Link to={paths.forgotPassword.getHref()} className="link link-primary text-sm">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" variant="primary" className="mt-3 w-full" busy={signIn.isPending}>
        Login
      </Button>
      <FormError message={formError} />
    </form>
  );
}
