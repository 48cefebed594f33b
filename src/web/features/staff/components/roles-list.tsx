import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { PERMISSIONS, PERMISSION_LABELS } from '../../../../shared/permissions';
import { staffRoleCreateSchema, type StaffRole } from '../../../../shared/schemas/staff';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { useCreateRole } from '../api/create-role';
import { useDeleteRole, useUpdateRole } from '../api/update-role';
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

/** New role, or a custom role changed: a name and the permissions it gives. */
function RoleForm({ role, onDone, onCancel }: { role?: StaffRole; onDone: (role: StaffRole) => void; onCancel: () => void }) {
  const create = useCreateRole();
  const update = useUpdateRole();
  const save = role ? update : create;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(staffRoleCreateSchema),
    defaultValues: { name: role?.name ?? '', permissions: role?.permissions ?? [] },
  });
  const submit = handleSubmit((input) =>
    role ? update.mutate({ id: role._id, ...input }, { onSuccess: onDone }) : create.mutate(input, { onSuccess: onDone }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <FormField
        label="Name"
        hint="Lower-case letters, digits or dashes, e.g. night-shift"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.name?.message}
        {...register('name')}
      />
      <PermissionCheckboxes registration={register('permissions')} error={errors.permissions?.message} />
      {role && <p className="text-base-content/80 mt-2 text-sm">Everyone who holds this role gets the new permissions at once.</p>}
      <DialogFormActions
        submitLabel={role ? 'Save role' : 'Create role'}
        busy={save.isPending}
        error={save.error?.message}
        onCancel={onCancel}
      />
    </form>
  );
}

/** One role's card: what it allows in words; a custom one can be changed or deleted. */
function RoleCard({ role, onEdit, onDelete }: { role: StaffRole; onEdit: () => void; onDelete: () => void }) {
  const headingId = `role-${role._id}`;
  return (
    <li className="card card-border bg-base-100" data-testid="staff-role">
      <div className="card-body gap-1 p-4">
        <h3 id={headingId} className="font-semibold">
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
        {!role.builtIn && (
          <div className="card-actions mt-2 justify-end">
            <Button size="sm" variant="ghost" onClick={onEdit} aria-describedby={headingId}>
              Change
            </Button>
            <Button size="sm" variant="ghost" className="text-error" onClick={onDelete} aria-describedby={headingId}>
              Delete
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}

type Dialog = { kind: 'new' } | { kind: 'edit'; role: StaffRole } | { kind: 'delete'; role: StaffRole } | null;

/** The open dialog: New role, Change (the same form) or Delete (asked first). */
function RoleDialogs({
  dialog,
  onClose: close,
  onDone: setDone,
}: {
  dialog: Dialog;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const remove = useDeleteRole();
  return (
    <>
      <FormDialog
        title={dialog?.kind === 'new' ? 'New role' : dialog?.kind === 'edit' ? `Change the role ${dialog.role.name}` : null}
        onClose={close}
      >
        <RoleForm
          key={dialog?.kind === 'edit' ? dialog.role._id : 'new'}
          role={dialog?.kind === 'edit' ? dialog.role : undefined}
          onCancel={close}
          onDone={(role) => {
            setDone(
              dialog?.kind === 'edit'
                ? `The role ${role.name} was saved.`
                : `The role ${role.name} was created. It can now be given in “Change roles” and in invitations.`,
            );
            close();
          }}
        />
      </FormDialog>
      <ConfirmDialog
        title={dialog?.kind === 'delete' ? `Delete the role ${dialog.role.name}?` : null}
        body="A role can be deleted once nobody holds it. Roles already given are not changed."
        confirmLabel="Delete role"
        onClose={close}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          await remove.mutateAsync(dialog.role._id);
          setDone(`The role ${dialog.role.name} was deleted.`);
          close();
        }}
      />
    </>
  );
}

/** The Roles section: every role and what it allows, in words; New role makes a custom one, which can be changed or deleted. */
export function RolesList({ roles }: { roles: StaffRole[] }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<string | null>(null);
  const close = () => setDialog(null);
  const open = (next: Dialog) => {
    setDone(null);
    setDialog(next);
  };
  return (
    <section aria-labelledby="staff-roles-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="staff-roles-title" className="text-xl font-bold">
          Roles
        </h2>
        <Button size="sm" onClick={() => open({ kind: 'new' })}>
          New role
        </Button>
      </div>
      {done && (
        <Alert variant="success" look="box">
          {done}
        </Alert>
      )}
      <ul className="grid gap-3 md:grid-cols-2" data-testid="staff-roles">
        {roles.map((role) => (
          <RoleCard
            key={role._id}
            role={role}
            onEdit={() => open({ kind: 'edit', role })}
            onDelete={() => open({ kind: 'delete', role })}
          />
        ))}
      </ul>
      <RoleDialogs dialog={dialog} onClose={close} onDone={setDone} />
    </section>
  );
}
