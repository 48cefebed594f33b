import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import type { Laptop, LaptopWriteInput } from '../../../../shared/schemas/laptop';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState, ErrorState } from '../../../components/ui/error-state';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { laptopFullName } from '../../../lib/laptop/full-name';
import { getLaptopSearchQueryOptions } from '../../../lib/laptop/laptop-api';
import { useCreateLaptop } from '../api/create-laptop';
import { useDeleteLaptop } from '../api/delete-laptop';
import { useUpdateLaptop } from '../api/update-laptop';
import { LaptopForm } from './laptop-form';
import { LaptopsList } from './laptops-list';

/** Which form the dialog holds: none, a new model, or an existing one. */
type Editing = null | { laptop?: Laptop };

/** The dialog's save: a new model or the edited one, with its toast; the dialog closes on success. */
function useSaveLaptop(editing: Editing, close: () => void, onChanged: () => void) {
  const create = useCreateLaptop();
  const update = useUpdateLaptop();
  const current = editing?.laptop ? update : create;
  const save = (input: LaptopWriteInput) => {
    const done = {
      onSuccess: (saved: Laptop) => {
        toast.success(`${laptopFullName(saved)} was saved.`);
        close();
        onChanged();
      },
    };
    if (editing?.laptop) update.mutate({ id: editing.laptop._id, input }, done);
    else create.mutate(input, done);
  };
  const open = (next: Editing) => {
    create.reset();
    update.reset();
    return next;
  };
  return { save, busy: current.isPending, error: current.error?.message, open };
}

function SearchBox({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="w-full sm:max-w-sm">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        Search laptop models
      </label>
      <input
        id={id}
        type="search"
        className="input w-full"
        placeholder="e.g. T480, XPS 13, 20L5"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/**
 * Laptop models (admin): search, Add / Edit in a dialog, Delete after confirming (the fitment goes with it).
 * `onChanged`: a model was saved or deleted (the products that fit it name it).
 */
export function LaptopsAdmin({ onChanged }: { onChanged: () => void }) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const laptops = useQuery(getLaptopSearchQueryOptions(search));
  const remove = useDeleteLaptop();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Laptop | null>(null);
  const close = () => setEditing(null);
  const saver = useSaveLaptop(editing, close, onChanged);
  const found = laptops.data ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SearchBox value={text} onChange={setText} />
        <button type="button" className="btn btn-primary btn-sm self-start sm:self-end" onClick={() => setEditing(saver.open({}))}>
          Add laptop model
        </button>
      </div>
      <p role="status" aria-live="polite" className="text-base-content/70 text-sm" data-testid="laptops-count">
        {laptops.isSuccess &&
          (search
            ? `${found.length} ${found.length === 1 ? 'model matches' : 'models match'} “${search}” (best first, at most 20).`
            : `The ${found.length} newest models. Search to find others.`)}
      </p>
      {laptops.isPending && <Skeleton className="h-48 w-full" />}
      {laptops.isError && <ErrorState message={laptops.error.message} onRetry={() => void laptops.refetch()} />}
      {laptops.isSuccess && found.length === 0 && <EmptyState>No laptop model found.</EmptyState>}
      {laptops.isSuccess && found.length > 0 && (
        <LaptopsList laptops={found} onEdit={(laptop) => setEditing(saver.open({ laptop }))} onDelete={setDeleting} />
      )}
      <FormDialog title={editing ? (editing.laptop ? `Edit ${laptopFullName(editing.laptop)}` : 'New laptop model') : null} onClose={close}>
        <LaptopForm laptop={editing?.laptop} busy={saver.busy} error={saver.error} onSave={saver.save} onCancel={close} />
      </FormDialog>
      <ConfirmDialog
        title={deleting ? `Delete ${laptopFullName(deleting)}?` : null}
        body="Its fitment goes with it: no part is listed as fitting this model any more, and customers who saved it no longer see it in My laptops."
        confirmLabel="Delete"
        onConfirm={() =>
          deleting
            ? remove.mutateAsync(deleting._id).then(() => {
                toast.success(`${laptopFullName(deleting)} was deleted.`);
                onChanged();
              })
            : Promise.resolve()
        }
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
