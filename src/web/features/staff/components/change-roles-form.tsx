import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { staffInvitationCreateSchema, type StaffMemberWire, type StaffRole } from '../../../../shared/schemas/staff';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { RoleCheckboxes } from './role-checkboxes';

/** At least one role: taking every role away is "Remove from staff". */
const formSchema = z.object({ roles: staffInvitationCreateSchema.shape.roles });
type FormValues = z.input<typeof formSchema>;

interface Props {
  member: StaffMemberWire;
  roles: StaffRole[];
  busy: boolean;
  error?: string;
  onSave: (roles: string[]) => void;
  onCancel: () => void;
}

/** Change roles: the member's roles ticked; Save sends the ones ticked. */
export function ChangeRolesForm({ member, roles, busy, error, onSave, onCancel }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { roles: member.roles },
  });
  return (
    <form onSubmit={handleSubmit((v) => onSave(v.roles))} noValidate>
      <RoleCheckboxes
        legend={`Roles of ${member.name || member.email}`}
        roles={roles}
        registration={register('roles')}
        error={errors.roles?.message}
      />
      <p className="text-base-content/70 mt-1 text-xs">To make them a customer again, use “Remove from staff”.</p>
      <DialogFormActions submitLabel="Save roles" busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
