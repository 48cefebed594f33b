import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import type { Address, AddressFields } from '../../../../shared/schemas/address';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCreateAddress } from '../api/create-address';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { useUpdateAddress } from '../api/update-address';
import { useReturnFocus } from '../hooks/use-return-focus';
import { AddressForm } from './address-form';
import { AddressText } from '../../../entities/order/components/address-text';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Button } from '../../../components/ui/button';

/** What the book shows in place of the list's end: nothing, the new-address form, or one address's edit form. */
type Editing = { mode: 'none'; returnTo?: string } | { mode: 'add' } | { mode: 'edit'; id: string };

/** Closing a form: an edited address's card gets the focus back on its Edit button. */
const closed = (editing: Editing): Editing => ({ mode: 'none', returnTo: editing.mode === 'edit' ? editing.id : undefined });

const fieldsOf = ({ _id: _, isDefault: __, ...fields }: Address): AddressFields => fields;

interface CardProps {
  address: Address;
  busy: boolean;
  /** Shown again after its edit form closed: Edit gets the focus back. */
  focusEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

function AddressCard({ address, busy, focusEdit, onEdit, onDelete, onMakeDefault }: CardProps) {
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) editRef.current?.focus();
  }, [focusEdit]);
  return (
    <li className="card card-border bg-base-100" data-testid="address-card">
      <div className="card-body gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <AddressText address={address} className="min-w-0 flex-1" />
          {address.isDefault && <span className="badge badge-primary badge-soft">Default</span>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button ref={editRef} size="sm" onClick={onEdit} aria-label={`Edit the address of ${address.name}, ${address.line1}`}>
            Edit
          </Button>
          <Button
            variant="error"
            size="sm"
            outline
            onClick={onDelete}
            aria-label={`Delete the address of ${address.name}, ${address.line1}`}
          >
            Delete
          </Button>
          {!address.isDefault && (
            <Button variant="ghost" size="sm" onClick={onMakeDefault} busy={busy}>
              Make default
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

/** The book's writes, each with its toast; the form closes on success. */
function useAddressBookActions(close: () => void) {
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const onError = (e: Error) => toast.error(e.message);
  return {
    create,
    update,
    add: (fields: AddressFields) =>
      create.mutate(fields, {
        onSuccess: () => {
          toast.success('Address saved.');
          close();
        },
      }),
    edit: (address: Address, fields: AddressFields) =>
      update.mutate(
        { id: address._id, input: { ...fields, isDefault: address.isDefault } },
        {
          onSuccess: () => {
            toast.success('Address saved.');
            close();
          },
        },
      ),
    makeDefault: (address: Address) =>
      update.mutate(
        { id: address._id, input: { ...fieldsOf(address), isDefault: true } },
        { onSuccess: () => toast.success(`The address of ${address.name} is now your default.`), onError },
      ),
    remove: (address: Address) => remove.mutateAsync(address._id).then(() => toast.success('Address deleted.')),
  };
}

function FormCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="card card-border bg-base-100">
      <div className="card-body p-4">
        <h3 className="font-semibold">{title}</h3>
        {children}
      </div>
    </div>
  );
}

type Actions = ReturnType<typeof useAddressBookActions>;

interface ItemProps {
  address: Address;
  editing: boolean;
  focusEdit: boolean;
  actions: Actions;
  setEditing: (editing: Editing) => void;
  close: () => void;
  onDelete: () => void;
}

/** One address: its card, or its edit form in its place. */
function AddressItem({ address, editing, focusEdit, actions, setEditing, close, onDelete }: ItemProps) {
  const { update } = actions;
  if (editing) {
    return (
      <li className="sm:col-span-2">
        <FormCard title="Edit address">
          <AddressForm
            title="Edit address"
            address={address}
            submitLabel="Save address"
            busy={update.isPending}
            error={update.error?.message}
            onSave={(fields) => actions.edit(address, fields)}
            onCancel={close}
          />
        </FormCard>
      </li>
    );
  }
  return (
    <AddressCard
      address={address}
      busy={update.isPending && update.variables?.id === address._id}
      focusEdit={focusEdit}
      onEdit={() => {
        update.reset();
        setEditing({ mode: 'edit', id: address._id });
      }}
      onDelete={onDelete}
      onMakeDefault={() => actions.makeDefault(address)}
    />
  );
}

/** "Add address", or the new-address form it opens. */
function AddAddress({ open, actions, setEditing }: { open: boolean; actions: Actions; setEditing: (editing: Editing) => void }) {
  const buttonRef = useReturnFocus(open);
  if (open) {
    return (
      <FormCard title="New address">
        <AddressForm
          title="New address"
          submitLabel="Save address"
          busy={actions.create.isPending}
          error={actions.create.error?.message}
          onSave={actions.add}
          onCancel={() => setEditing({ mode: 'none' })}
        />
      </FormCard>
    );
  }
  return (
    <Button
      ref={buttonRef}
      variant="primary"
      outline
      className="self-start"
      onClick={() => {
        actions.create.reset();
        setEditing({ mode: 'add' });
      }}
    >
      Add address
    </Button>
  );
}

/** The address book under My Profile: every saved address with Edit, Delete and Make default, and Add address. */
export function AddressBook() {
  const addresses = useAddresses();
  const [editing, setEditing] = useState<Editing>({ mode: 'none' });
  const [deleting, setDeleting] = useState<Address | null>(null);
  const close = () => setEditing(closed);
  const actions = useAddressBookActions(close);

  if (addresses.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading your addresses" className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (addresses.isError) return <ErrorState message={addresses.error.message} onRetry={() => void addresses.refetch()} />;

  const list = addresses.data;
  return (
    <div className="flex flex-col gap-4">
      {list.length === 0 && editing.mode !== 'add' && <EmptyState>No saved addresses yet. Add one to check out faster.</EmptyState>}
      {list.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {list.map((address) => (
            <AddressItem
              key={address._id}
              address={address}
              editing={editing.mode === 'edit' && editing.id === address._id}
              focusEdit={editing.mode === 'none' && editing.returnTo === address._id}
              close={close}
              actions={actions}
              setEditing={setEditing}
              onDelete={() => setDeleting(address)}
            />
          ))}
        </ul>
      )}
      <AddAddress open={editing.mode === 'add'} actions={actions} setEditing={setEditing} />
      <ConfirmDialog
        title={deleting ? `Delete the address of ${deleting.name}?` : null}
        body="Orders already sent there keep their own copy of it."
        confirmLabel="Delete"
        onConfirm={() => (deleting ? actions.remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
