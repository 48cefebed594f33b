import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { emailChangeFormSchema, type EmailChangeForm } from '../../../../shared/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { useChangeEmail } from '../api/change-email';
import { authErrorMessage } from '../utils/auth-error';
import { FormError } from './auth-card';
import { SettingsStatus } from './settings-status';

interface Props {
  email: string;
  /** A verified address approves a change first (the link goes to it); an unverified one does not. */
  verified: boolean;
}

/** What happens next, in the order the e-mails come. */
function NextSteps({ from, to, verified }: { from: string; to: string; verified: boolean }) {
  if (verified) {
    return (
      <>
        We e-mailed a link to <strong>{from}</strong>. Open it to approve the change; we then send a link to <strong>{to}</strong>, and your
        address changes once you open that one. Until then you log in with {from}.
      </>
    );
  }
  return (
    <>
      We e-mailed a link to <strong>{to}</strong>. Your address changes once you open it; until then you log in with {from}.
    </>
  );
}

/** A new e-mail address: it replaces the current one only once the e-mailed link is opened. */
export function AccountEmailForm({ email, verified }: Props) {
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmailChangeForm>({ resolver: zodResolver(emailChangeFormSchema), defaultValues: { email: '' } });
  const submit = handleSubmit(({ email: next }) => {
    const to = next.trim().toLowerCase();
    if (to === email.toLowerCase()) {
      setError('email', { message: 'This is already your address.' }, { shouldFocus: true });
      return;
    }
    setSentTo(null);
    change.mutate(to, { onSuccess: () => setSentTo(to) });
  });
  return (
    <form onSubmit={submit} noValidate data-testid="email-form">
      <FormField
        label="New e-mail address"
        type="email"
        autoComplete="email"
        hint="We e-mail you a link; the address changes only once it is opened."
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" variant="primary" size="sm" className="mt-2" busy={change.isPending}>
        Change e-mail
      </Button>
      <FormError message={change.error ? authErrorMessage(change.error) : null} />
      {sentTo && (
        <SettingsStatus key={sentTo}>
          <NextSteps from={email} to={sentTo} verified={verified} />
        </SettingsStatus>
      )}
    </form>
  );
}
