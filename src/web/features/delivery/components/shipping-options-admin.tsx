import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { countryName } from '../../../../shared/countries';
import { formatPrice } from '../../../../shared/money';
import type { AdminShippingOption, ShippingOptionInput } from '../../../../shared/schemas/shipping';
import { EmptyState, ErrorState } from '../../../components/ui/error-state';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCreateShippingOption } from '../api/create-shipping-option';
import { useDeleteShippingOption } from '../api/delete-shipping-option';
import { useAdminShippingOptions } from '../api/get-admin-shipping-options';
import { useUpdateShippingOption } from '../api/update-shipping-option';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ShippingOptionForm } from './shipping-option-form';
import { deliveryDays } from './shipping-choices';

/** Which form the dialog holds: none, a new option, or an existing one. */
type Editing = null | { option?: AdminShippingOption };

function Countries({ codes }: { codes: string[] }) {
  if (codes.length === 0) return <span className="badge badge-ghost">All</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {codes.map((code) => (
        <abbr key={code} title={countryName(code)} className="badge badge-outline badge-sm no-underline">
          {code}
        </abbr>
      ))}
    </span>
  );
}

interface ItemProps {
  option: AdminShippingOption;
  onEdit: () => void;
  onDelete: () => void;
}

function Actions({ option, onEdit, onDelete }: ItemProps) {
  return (
    <div className="flex gap-1">
      <button type="button" className="btn btn-xs sm:btn-sm" onClick={onEdit} aria-label={`Edit ${option.name}`}>
        Edit
      </button>
      <button type="button" className="btn btn-xs sm:btn-sm btn-outline btn-error" onClick={onDelete} aria-label={`Delete ${option.name}`}>
        Delete
      </button>
    </div>
  );
}

/** Small screens: one card per option instead of a table row. */
function OptionCard(props: ItemProps) {
  const { option } = props;
  const facts: [string, React.ReactNode][] = [
    ['Price', option.price === 0 ? 'Free' : formatPrice(option.price)],
    ['Free over', option.freeOver === null ? '—' : formatPrice(option.freeOver)],
    ['Days', deliveryDays(option.days)],
    ['Countries', <Countries codes={option.countries} />],
    ['Batteries', option.batteries ? 'Yes' : 'No'],
  ];
  return (
    <li className="card card-border bg-base-100" data-testid="shipping-option-card">
      <div className="card-body gap-3 p-4">
        <h3 className="font-semibold break-words">{option.name}</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-base-content/70">{term}</dt>
              <dd className="min-w-0">{value}</dd>
            </div>
          ))}
        </dl>
        <Actions {...props} />
      </div>
    </li>
  );
}

function OptionRow({ option, onEdit, onDelete }: ItemProps) {
  return (
    <tr data-testid="shipping-option-row">
      <th scope="row" className="max-w-48 font-semibold break-words">
        {option.name}
      </th>
      <td className="whitespace-nowrap">{option.price === 0 ? 'Free' : formatPrice(option.price)}</td>
      <td className="whitespace-nowrap">{option.freeOver === null ? '—' : formatPrice(option.freeOver)}</td>
      <td className="whitespace-nowrap">{deliveryDays(option.days)}</td>
      <td className="min-w-32">
        <Countries codes={option.countries} />
      </td>
      <td>{option.batteries ? 'Yes' : 'No'}</td>
      <td>
        <Actions option={option} onEdit={onEdit} onDelete={onDelete} />
      </td>
    </tr>
  );
}

function OptionsTable({
  options,
  onEdit,
  onDelete,
}: {
  options: AdminShippingOption[];
  onEdit: (o: AdminShippingOption) => void;
  onDelete: (o: AdminShippingOption) => void;
}) {
  return (
    <div className="border-base-300 rounded-box hidden overflow-x-auto border md:block">
      <table className="table-zebra table">
        <caption className="sr-only">Shipping options</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Price</th>
            <th scope="col">Free over</th>
            <th scope="col">Days</th>
            <th scope="col">Countries</th>
            <th scope="col">Batteries</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {options.map((option) => (
            <OptionRow key={option._id} option={option} onEdit={() => onEdit(option)} onDelete={() => onDelete(option)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The dialog's save: a new option or the edited one, with its toast; the dialog closes on success. */
function useSaveOption(editing: Editing, close: () => void) {
  const create = useCreateShippingOption();
  const update = useUpdateShippingOption();
  const current = editing?.option ? update : create;
  const save = (input: ShippingOptionInput) => {
    const done = {
      onSuccess: () => {
        toast.success(`${input.name} was saved.`);
        close();
      },
      onError: (e: Error) => toast.error(e.message),
    };
    if (editing?.option) update.mutate({ id: editing.option._id, input }, done);
    else create.mutate(input, done);
  };
  const open = (next: Editing) => {
    create.reset();
    update.reset();
    return next;
  };
  return { save, busy: current.isPending, error: current.error?.message, open };
}

/** Shipping options (admin): the table, Add / Edit in a dialog, Delete after confirming. */
export function ShippingOptionsAdmin() {
  const options = useAdminShippingOptions();
  const remove = useDeleteShippingOption();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminShippingOption | null>(null);
  const close = () => setEditing(null);
  const saver = useSaveOption(editing, close);

  return (
    <div className="flex flex-col gap-4">
      <button type="button" className="btn btn-primary btn-sm self-start" onClick={() => setEditing(saver.open({}))}>
        Add shipping option
      </button>
      {options.isPending && <Skeleton className="h-48 w-full" />}
      {options.isError && <ErrorState message={options.error.message} onRetry={() => void options.refetch()} />}
      {options.isSuccess && options.data.length === 0 && (
        <EmptyState>No shipping options yet: customers cannot check out until you add one.</EmptyState>
      )}
      {options.isSuccess && options.data.length > 0 && (
        <>
          <OptionsTable options={options.data} onEdit={(option) => setEditing(saver.open({ option }))} onDelete={setDeleting} />
          <ul className="grid gap-3 md:hidden" aria-label="Shipping options">
            {options.data.map((option) => (
              <OptionCard
                key={option._id}
                option={option}
                onEdit={() => setEditing(saver.open({ option }))}
                onDelete={() => setDeleting(option)}
              />
            ))}
          </ul>
        </>
      )}
      <FormDialog title={editing ? (editing.option ? `Edit ${editing.option.name}` : 'New shipping option') : null} onClose={close}>
        <ShippingOptionForm option={editing?.option} busy={saver.busy} error={saver.error} onSave={saver.save} onCancel={close} />
      </FormDialog>
      <ConfirmDialog
        title={deleting ? `Delete ${deleting.name}?` : null}
        body="Customers can no longer choose it. Orders already sent with it keep its name and price."
        confirmLabel="Delete"
        onConfirm={() =>
          deleting ? remove.mutateAsync(deleting._id).then(() => toast.success(`${deleting.name} was deleted.`)) : Promise.resolve()
        }
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
