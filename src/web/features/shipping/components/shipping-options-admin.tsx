import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { countryName } from '../../../../shared/countries';
import { formatPrice } from '../../../../shared/money';
import type { AdminShippingOption, ShippingOptionInput } from '../../../../shared/schemas/shipping';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDialog } from '../../../components/ui/form-dialog';
import { RowActions } from '../../../components/ui/row-actions';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCreateShippingOption } from '../api/create-shipping-option';
import { useDeleteShippingOption } from '../api/delete-shipping-option';
import { useAdminShippingOptions } from '../api/get-admin-shipping-options';
import { useUpdateShippingOption } from '../api/update-shipping-option';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ShippingOptionForm } from './shipping-option-form';
import { deliveryDays } from '../../../entities/order/model/delivery-days';

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

const price = (o: AdminShippingOption) => (o.price === 0 ? 'Free' : formatPrice(o.price));
const freeOver = (o: AdminShippingOption) => (o.freeOver === null ? '—' : formatPrice(o.freeOver));

interface ItemProps {
  option: AdminShippingOption;
  onEdit: () => void;
  onDelete: () => void;
}

function Actions({ option, onEdit, onDelete }: ItemProps) {
  return <RowActions editLabel={`Edit ${option.name}`} deleteLabel={`Delete ${option.name}`} onEdit={onEdit} onDelete={onDelete} />;
}

/** Small screens: one card per option instead of a table row. */
function OptionCard(props: ItemProps) {
  const { option } = props;
  const facts: [string, React.ReactNode][] = [
    ['Price', price(option)],
    ['Free over', freeOver(option)],
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

interface TableProps {
  options: AdminShippingOption[];
  onEdit: (o: AdminShippingOption) => void;
  onDelete: (o: AdminShippingOption) => void;
}

/** From 768 px: one table row per option, the actions at the end. */
function OptionsTable({ options, onEdit, onDelete }: TableProps) {
  const columns: DataTableColumn<AdminShippingOption>[] = [
    { key: 'name', header: 'Name', rowHeader: true, cellClassName: 'max-w-48 font-semibold break-words', cell: (o) => o.name },
    { key: 'price', header: 'Price', cellClassName: 'whitespace-nowrap', cell: price },
    { key: 'free', header: 'Free over', cellClassName: 'whitespace-nowrap', cell: freeOver },
    { key: 'days', header: 'Days', cellClassName: 'whitespace-nowrap', cell: (o) => deliveryDays(o.days) },
    { key: 'countries', header: 'Countries', cellClassName: 'min-w-32', cell: (o) => <Countries codes={o.countries} /> },
    { key: 'batteries', header: 'Batteries', cell: (o) => (o.batteries ? 'Yes' : 'No') },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (o) => <Actions option={o} onEdit={() => onEdit(o)} onDelete={() => onDelete(o)} />,
    },
  ];
  return (
    <DataTable
      caption="Shipping options"
      columns={columns}
      rows={options}
      rowKey={(o) => o._id}
      rowTestId="shipping-option-row"
      from="md"
    />
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
      <Button variant="primary" size="sm" className="self-start" onClick={() => setEditing(saver.open({}))}>
        Add shipping option
      </Button>
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
