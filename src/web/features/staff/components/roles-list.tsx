import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { PERMISSIONS, PERMISSION_LABELS } from '../../../../shared/permissions';
import { staffRoleCreateSchema, type StaffRole } from '../../../../shared/schemas/staff';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { useCreateRole } from '../api/create-role';
import { describeRole } from '../utils/describe-role';

type FormInput = z.input<typeof staffRoleCreateSchema>;
type FormOutput = z.output<typeof staffRoleCreateSchema>;

function PermissionCheckboxes({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  return (
    <fieldset className="fieldset py-1" aria-describedby={error ? 'new-role-permissions-error' : undefined}>
      <legend className="fieldset-legend pt-0 pb-1 text-sm">Permissions</legend>
      <ul className="grid gap-2 sm:grid-cols-2">
        {PERMISSIONS.map((p) => (
          <li key={p}>
            <label className="flex cursor-pointer items-start gap-2 text-sm">
              <input type="checkbox" className="checkbox checkbox-primary checkbox-sm mt-0.5" value={p} {...registration} />
              <span className="text-base-content">{PERMISSION_LABELS[p]}</span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id="new-role-permissions-error" className="text-error text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** New role: a name and the permissions it gives. */
function NewRoleForm({ onDone, onCancel }: { onDone: (role: StaffRole) => void; onCancel: () => void }) {
  const create = useCreateRole();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(staffRoleCreateSchema),
    defaultValues: { name: '', permissions: [] },
  });
  return (
    <form onSubmit={handleSubmit((input) => create.mutate(input, { onSuccess: onDone }))} noValidate>
      <FormField
        label="Name"
        hint="Lower-case letters, digits or dashes, e.g. night-shift"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.name?.message}
        {...register('name')}
      />
      <PermissionCheckboxes registration={register('permissions')} error={errors.permissions?.message} />
      <DialogFormActions submitLabel="Create role" busy={create.isPending} error={create.error?.message} onCancel={onCancel} />
    </form>
  );
}

/** The Roles section: every role and what it allows, in words; New role makes a custom one. */
export function RolesList({ roles }: { roles: StaffRole[] }) {
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  return (
    <section aria-labelledby="staff-roles-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="staff-roles-title" className="text-xl font-bold">
          Roles
        </h2>
        <Button
          size="sm"
          onClick={() => {
            setCreated(null);
            setCreating(true);
          }}
        >
          New role
        </Button>
      </div>
      {created && (
        <Alert variant="success" look="box">
          The role {created} was created. It can now be given in “Change roles” and in invitations.
        </Alert>
      )}
      <ul className="grid gap-3 md:grid-cols-2" data-testid="staff-roles">
        {roles.map((role) => (
          <li key={role._id} className="card card-border bg-base-100">
            <div className="card-body gap-1 p-4">
              <h3 className="font-semibold">
                {role.name}
                <span className="badge badge-ghost badge-sm ms-2 align-middle">{role.builtIn ? 'built-in' : 'custom'}</span>
              </h3>
              {role.builtIn && (role.name === 'owner' || role.name === 'admin') ? (
                <p className="text-base-content/80 text-sm">{describeRole(role)}.</p>
              ) : (
                <ul className="text-base-content/80 list-disc ps-5 text-sm">
                  {role.permissions.map((p) => (
                    <li key={p}>{PERMISSION_LABELS[p]}</li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        ))}
      </ul>
      <FormDialog title={creating ? 'New role' : null} onClose={() => setCreating(false)}>
        <NewRoleForm
          onCancel={() => setCreating(false)}
          onDone={(role) => {
            setCreated(role.name);
            setCreating(false);
          }}
        />
      </FormDialog>
    </section>
  );
}
