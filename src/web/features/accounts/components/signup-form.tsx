import { useForm } from 'react-hook-form';
import type { SignupForm as SignupValues } from '../../../../shared/auth';
import { useSignUp } from '../api/sign-up';
import { authErrorMessage } from '../utils/auth-error';
import { FormError } from './auth-card';
import { FormField } from '../../../components/ui/form-field';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { Button } from '../../../components/ui/button';

// The shared rules (and zod) load on the form's first focus: the signup page's first load has none.
const rules = lazyZodResolver(() => import('../../../../shared/auth').then((m) => m.signupFormSchema));

/** Name, e-mail and password; `onSignedUp` runs once the new account is signed in. */
export function SignupForm({ onSignedUp }: { onSignedUp: () => void }) {
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupValues>({
    resolver: rules.resolver,
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => signUp.mutate(values, { onSuccess: onSignedUp }));

  return (
    <form onSubmit={onSubmit} onFocus={rules.preload} noValidate className="flex flex-col gap-1" aria-label="Sign up">
      <FormField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <FormField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" variant="primary" className="mt-3 w-full" busy={signUp.isPending}>
        Sign Up
      </Button>
      <FormError message={signUp.error ? authErrorMessage(signUp.error) : null} />
    </form>
  );
}
