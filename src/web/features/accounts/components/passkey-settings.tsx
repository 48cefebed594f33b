import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Passkey } from '../../../../shared/schemas/session';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { FOCUS_LANDING } from '../../../hooks/use-focus-rescue';
import { formatDate } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useAddPasskey } from '../api/add-passkey';
import { usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import { usePasskeySupport } from '../hooks/use-passkey-support';
import { deviceName } from '../utils/device-name';
import { passkeyPromptClosed, secondFactorErrorMessage } from '../utils/second-factor-error';

const nameOf = (passkey: Passkey) => passkey.name || 'Unnamed passkey';
const NAME_MAX = 60;
const checkName = (value: string) =>
  (value.trim().length > 0 && value.trim().length <= NAME_MAX) || `Give it a name of 1 to ${NAME_MAX} characters.`;

type Dialog = { kind: 'add' } | { kind: 'rename'; passkey: Passkey } | null;

/** "Add a passkey": a name (this browser and system's, unless changed), then the browser's prompt. */
function AddPasskeyForm({ onDone }: { onDone: () => void }) {
  const add = useAddPasskey();
  const { register, handleSubmit, formState } = useForm<{ name: string }>({ defaultValues: { name: deviceName() } });
  const submit = handleSubmit(({ name }) =>
    add.mutate(name.trim(), {
      onSuccess: (passkey) => {
        toast.success(`The passkey “${nameOf(passkey)}” was added. You can sign in with it from the login page.`);
        onDone();
      },
    }),
  );
  const closed = add.error && passkeyPromptClosed(add.error);
  return (
    <form onSubmit={submit} noValidate data-testid="add-passkey-form">
      <p className="text-sm">
        Your browser or phone asks you to confirm with your fingerprint, face or screen lock, and keeps the passkey.
      </p>
      <FormField
        label="Name"
        hint="To tell your passkeys apart, e.g. the device that holds it."
        maxLength={NAME_MAX}
        error={formState.errors.name?.message}
        {...register('name', { validate: checkName })}
      />
      {closed && (
        <p role="status" className="text-base-content/80 mt-2 text-sm">
          The passkey prompt was closed, so no passkey was added. Press Add passkey to try again.
        </p>
      )}
      <DialogFormActions
        submitLabel="Add passkey"
        busy={add.isPending}
        error={add.error && !closed ? secondFactorErrorMessage(add.error) : undefined}
        onCancel={onDone}
      />
    </form>
  );
}

function RenamePasskeyForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const rename = useRenamePasskey();
  const { register, handleSubmit, formState } = useForm<{ name: string }>({ defaultValues: { name: passkey.name ?? '' } });
  const submit = handleSubmit(({ name }) => rename.mutate({ id: passkey.id, name: name.trim() }, { onSuccess: onDone }));
  return (
    <form onSubmit={submit} noValidate data-testid="rename-passkey-form">
      <FormField label="Name" maxLength={NAME_MAX} error={formState.errors.name?.message} {...register('name', { validate: checkName })} />
      <DialogFormActions
        submitLabel="Save name"
        busy={rename.isPending}
        error={rename.error ? secondFactorErrorMessage(rename.error) : undefined}
        onCancel={onDone}
      />
    </form>
  );
}

function PasskeyRow({ passkey, onRename, onRemove }: { passkey: Passkey; onRename: () => void; onRemove: () => void }) {
  const nameId = `passkey-${passkey.id}`;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="passkey-row">
      <div className="min-w-0 grow">
        <p id={nameId} className="font-semibold break-words">
          {nameOf(passkey)}
        </p>
        {passkey.createdAt && <p className="text-base-content/75 text-sm">Added {formatDate(passkey.createdAt)}</p>}
      </div>
      <div className="flex gap-1">
        <Button variant="ghost" size="sm" onClick={onRename} aria-describedby={nameId}>
          Rename
        </Button>
        <Button variant="ghost" size="sm" className="text-error" onClick={onRemove} aria-describedby={nameId}>
          Remove
        </Button>
      </div>
    </li>
  );
}

/**
 * My Profile's "Passkeys": the account's passkeys (name, when added), Add a passkey (named after
 * this browser and system unless changed), Rename, and Remove after a question. A browser without
 * WebAuthn lists them but cannot add one.
 */
export function PasskeySettings() {
  const supported = usePasskeySupport();
  const passkeys = usePasskeys();
  const remove = useRemovePasskey();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  if (passkeys.isPending) return <Skeleton className="h-16 w-full" />;
  if (passkeys.isError) return <ErrorState message={passkeys.error.message} onRetry={() => void passkeys.refetch()} />;
  const close = () => setDialog(null);
  return (
    <div className="flex flex-col gap-3" tabIndex={-1} {...{ [FOCUS_LANDING]: '' }} data-testid="passkey-settings">
      {passkeys.data.length > 0 ? (
        <ul className="divide-base-300 card card-border bg-base-100 divide-y px-4" aria-label="Your passkeys">
          {passkeys.data.map((p) => (
            <PasskeyRow key={p.id} passkey={p} onRename={() => setDialog({ kind: 'rename', passkey: p })} onRemove={() => setRemoving(p)} />
          ))}
        </ul>
      ) : (
        <p className="text-base-content/75 text-sm">No passkey yet.</p>
      )}
      {supported ? (
        <Button size="sm" className="self-start" onClick={() => setDialog({ kind: 'add' })}>
          Add a passkey
        </Button>
      ) : (
        <p className="text-base-content/75 text-sm">This browser cannot make passkeys. Add one from a browser or phone that can.</p>
      )}
      <FormDialog title={dialog?.kind === 'add' ? 'Add a passkey' : dialog ? `Rename ${nameOf(dialog.passkey)}` : null} onClose={close}>
        {dialog?.kind === 'add' && <AddPasskeyForm onDone={close} />}
        {dialog?.kind === 'rename' && <RenamePasskeyForm passkey={dialog.passkey} onDone={close} />}
      </FormDialog>
      <ConfirmDialog
        title={removing ? `Remove ${nameOf(removing)}?` : null}
        body="This passkey will no longer sign you in to PartsHub. The device may still list it; you can delete it there too."
        confirmLabel="Remove passkey"
        onConfirm={() =>
          remove.mutateAsync(removing!.id).then(
            () => toast.success(`${nameOf(removing!)} was removed.`),
            (err: unknown) => {
              throw new Error(secondFactorErrorMessage(err));
            },
          )
        }
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
