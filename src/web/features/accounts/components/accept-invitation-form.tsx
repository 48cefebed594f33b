import { useForm } from 'react-hook-form';
import type { StaffInvitationAcceptInput } from '../../../../shared/schemas/staff';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useAcceptInvitation } from '../api/accept-invitation';
import { FormError } from './auth-card';

// The rules (and zod) load on the form's first focus.
const rules = lazyZodResolver(() => import('../../../../shared/schemas/staff').then((m) => m.staffInvitationAcceptSchema));

/** The invitee chooses the name staff and customers will see and a password; then they are signed in. */
export function AcceptInvitationForm({ token, onJoined }: { token: string; onJoined: () => void }) {
  const accept = useAcceptInvitation(token);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StaffInvitationAcceptInput>({ resolver: rules.resolver, defaultValues: { name: '', password: '' } });
  return (
    <form
      onSubmit={handleSubmit((v) => accept.mutate(v, { onSuccess: onJoined }))}
      onFocus={rules.preload}
      noValidate
      className="flex flex-col gap-1"
    >
      <FormField label="Your name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <FormField
        label="Choose a password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" variant="primary" className="mt-3 w-full" busy={accept.isPending}>
        Join the staff
      </Button>
      <FormError message={accept.error ? accept.error.message : null} />
    </form>
  );
}
