import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import type { Laptop, LaptopWriteInput } from '../../../../shared/schemas/laptop';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Pager } from '../../../components/ui/pager';
import { SearchBox } from '../../../components/ui/search-box';
import { Skeleton } from '../../../components/ui/skeleton';
import { laptopFullName } from '../../../entities/laptop/model/full-name';
import { useCreateLaptop } from '../api/create-laptop';
import { useDeleteLaptop } from '../api/delete-laptop';
import { LAPTOPS_PAGE_SIZE, useAdminLaptops } from '../api/get-admin-laptops';
import { useUpdateLaptop } from '../api/update-laptop';
import { useLaptopsAdminParams, type LaptopsAdminParams } from '../hooks/use-laptops-admin-params';
import { LaptopForm } from './laptop-form';
import { LaptopSpecEditor } from './laptop-spec-editor';
import { LaptopsList } from './laptops-list';
import { Button } from '../../../components/ui/button';

const NOUN = ['model', 'models'] as const;

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

interface ResultsProps {
  params: LaptopsAdminParams;
  setParams: (change: Partial<LaptopsAdminParams>) => void;
  onEdit: (laptop: Laptop) => void;
  onSpec: (laptop: Laptop) => void;
  onDelete: (laptop: Laptop) => void;
}

/** One page of the models (by brand, family and model), the count and the pager. */
function LaptopsResults({ params, setParams, onEdit, onSpec, onDelete }: ResultsProps) {
  const laptops = useAdminLaptops({ search: params.search, page: params.page, limit: LAPTOPS_PAGE_SIZE });
  // The last model of the last page was deleted: show the page before.
  const data = laptops.isPlaceholderData ? undefined : laptops.data;
  useEffect(() => {
    if (data && data.items.length === 0 && data.page > 1) setParams({ page: Math.max(1, Math.ceil(data.total / data.limit)) });
  }, [data, setParams]);

  if (laptops.isPending) return <Skeleton className="h-48 w-full" />;
  if (laptops.isError && !laptops.data) return <ErrorState message={laptops.error.message} onRetry={() => void laptops.refetch()} />;
  const { items, total, limit } = laptops.data;
  const count = params.search
    ? `${total} ${total === 1 ? 'model matches' : 'models match'} “${params.search}”.`
    : `${total} ${total === 1 ? 'model' : 'models'}, by brand, family and model.`;
  return (
    <>
      <p role="status" aria-live="polite" className="text-base-content/70 text-sm" data-testid="laptops-count">
        {laptops.isPlaceholderData ? 'Loading…' : count}
      </p>
      {items.length === 0 ? (
        <EmptyState>
          {params.search ? `No laptop model matches “${params.search}”.` : 'No laptop models yet.'}{' '}
          {params.search && (
            <button type="button" className="link link-primary" onClick={() => setParams({ search: '' })}>
              Show all models
            </button>
          )}
        </EmptyState>
      ) : (
        <div aria-busy={laptops.isPlaceholderData} className={`transition-opacity ${laptops.isPlaceholderData ? 'opacity-60' : ''}`}>
          <LaptopsList laptops={items} onEdit={onEdit} onSpec={onSpec} onDelete={onDelete} />
          <Pager page={params.page} limit={limit} total={total} onPage={(page) => setParams({ page })} noun={NOUN} testId="laptops-range" />
        </div>
      )}
    </>
  );
}

/**
 * Laptop models (admin): every model, searched and paged on the server (search and page in the
 * address), Add / Edit in a dialog, its Specification (issue 31) in another, Delete after confirming
 * (the fitment goes with it).
 * `onChanged`: a model was saved or deleted (the products that fit it name it).
 */
export function LaptopsAdmin({ onChanged }: { onChanged: () => void }) {
  const [params, setParams] = useLaptopsAdminParams();
  const remove = useDeleteLaptop();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Laptop | null>(null);
  const [speccing, setSpeccing] = useState<Laptop | null>(null);
  const close = () => setEditing(null);
  const saver = useSaveLaptop(editing, close, onChanged);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SearchBox
          label="Search laptop models"
          className="w-full sm:max-w-sm"
          value={params.search}
          onSearch={(search) => setParams({ search })}
          placeholder="e.g. T480, XPS 13, 20L5"
          spellCheck={false}
        />
        <Button variant="primary" size="sm" className="self-start sm:self-end" onClick={() => setEditing(saver.open({}))}>
          Add laptop model
        </Button>
      </div>
      <LaptopsResults
        params={params}
        setParams={setParams}
        onEdit={(laptop) => setEditing(saver.open({ laptop }))}
        onSpec={setSpeccing}
        onDelete={setDeleting}
      />
      <FormDialog title={speccing ? `Specification of ${laptopFullName(speccing)}` : null} onClose={() => setSpeccing(null)}>
        {speccing && <LaptopSpecEditor laptop={speccing} onClose={() => setSpeccing(null)} onChanged={onChanged} />}
      </FormDialog>
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
