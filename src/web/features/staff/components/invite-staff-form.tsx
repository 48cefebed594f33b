import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { staffInvitationCreateSchema, type StaffRole } from '../../../../shared/schemas/staff';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { RoleCheckboxes } from './role-checkboxes';

type FormInput = z.input<typeof staffInvitationCreateSchema>;
type FormOutput = z.output<typeof staffInvitationCreateSchema>;

interface Props {
  roles: StaffRole[];
  busy: boolean;
  error?: string;
  onSend: (input: FormOutput) => void;
  onCancel: () => void;
}

/** Invite staff: an e-mail address and the roles the link gives. */
export function InviteStaffForm({ roles, busy, error, onSend, onCancel }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(staffInvitationCreateSchema),
    defaultValues: { email: '', roles: [] },
  });
  return (
    <form onSubmit={handleSubmit(onSend)} noValidate>
      <FormField label="E-mail" type="email" autoComplete="off" spellCheck={false} error={errors.email?.message} {...register('email')} />
      <RoleCheckboxes legend="Roles" roles={roles} registration={register('roles')} error={errors.roles?.message} />
      <DialogFormActions submitLabel="Send invitation" busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
