import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { countryName } from '../../../../shared/countries';
import type { TaxRate } from '../../../../shared/schemas/shipping';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDialog } from '../../../components/ui/form-dialog';
import { RowActions } from '../../../components/ui/row-actions';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDeleteTaxRate } from '../api/delete-tax-rate';
import { useTaxRates } from '../api/get-tax-rates';
import { useSetTaxRate } from '../api/set-tax-rate';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TaxRateForm, toPercent } from './tax-rate-form';

/** Which form the dialog holds: none, a new rate, or an existing one. */
type Editing = null | { rate?: TaxRate };

const byName = (a: TaxRate, b: TaxRate) => countryName(a.country).localeCompare(countryName(b.country));

interface TableProps {
  rates: TaxRate[];
  onEdit: (r: TaxRate) => void;
  onDelete: (r: TaxRate) => void;
}

/** Edit and Delete, named with the country for screen readers. */
function RateActions({ rate, onEdit, onDelete }: Omit<TableProps, 'rates'> & { rate: TaxRate }) {
  const name = countryName(rate.country);
  return (
    <RowActions
      className="justify-end"
      editLabel={`Edit the rate of ${name}`}
      deleteLabel={`Delete the rate of ${name}`}
      onEdit={() => onEdit(rate)}
      onDelete={() => onDelete(rate)}
    />
  );
}

/** A rate per country, by the country's name; "No tax rates yet" when there is none. */
function RatesTable({ rates, onEdit, onDelete }: TableProps) {
  const columns: DataTableColumn<TaxRate>[] = [
    {
      key: 'country',
      header: 'Country',
      rowHeader: true,
      cellClassName: 'font-normal',
      cell: (rate) => (
        <>
          {countryName(rate.country)} <span className="text-base-content/70 font-mono text-xs">{rate.country}</span>
        </>
      ),
    },
    {
      key: 'rate',
      header: 'Rate',
      headerClassName: 'text-right',
      cellClassName: 'text-right font-semibold whitespace-nowrap',
      cell: (rate) => `${toPercent(rate.rate)}%`,
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (rate) => <RateActions rate={rate} onEdit={onEdit} onDelete={onDelete} />,
    },
  ];
  return (
    <DataTable
      caption="Tax rates by country"
      columns={columns}
      rows={[...rates].sort(byName)}
      rowKey={(rate) => rate.country}
      rowTestId="tax-rate-row"
      empty="No tax rates yet: every country pays no tax."
    />
  );
}

/** Tax rates (admin): a rate per country as a percent; Add / Edit in a dialog, Delete after confirming. */
export function TaxRatesAdmin() {
  const rates = useTaxRates();
  const save = useSetTaxRate();
  const remove = useDeleteTaxRate();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TaxRate | null>(null);
  const close = () => setEditing(null);
  const open = (next: Editing) => {
    save.reset();
    setEditing(next);
  };
  const onSave = (rate: TaxRate) =>
    save.mutate(rate, {
      onSuccess: (saved) => {
        toast.success(`Tax for ${countryName(saved.country)} is now ${toPercent(saved.rate)}%.`);
        close();
      },
      onError: (e) => toast.error(e.message),
    });

  return (
    <div className="flex flex-col gap-4">
      <Button variant="primary" size="sm" className="self-start" onClick={() => open({})}>
        Add tax rate
      </Button>
      {rates.isPending && <Skeleton className="h-48 w-full" />}
      {rates.isError && <ErrorState message={rates.error.message} onRetry={() => void rates.refetch()} />}
      {rates.isSuccess && <RatesTable rates={rates.data} onEdit={(rate) => open({ rate })} onDelete={setDeleting} />}
      <FormDialog
        title={editing ? (editing.rate ? `Tax rate of ${countryName(editing.rate.country)}` : 'New tax rate') : null}
        onClose={close}
      >
        <TaxRateForm
          rate={editing?.rate}
          taken={rates.data?.map((r) => r.country) ?? []}
          busy={save.isPending}
          error={save.error?.message}
          onSave={onSave}
          onCancel={close}
        />
      </FormDialog>
      <ConfirmDialog
        title={deleting ? `Delete the tax rate of ${countryName(deleting.country)}?` : null}
        body="Orders to this country pay no tax from now on. Orders already placed keep their tax."
        confirmLabel="Delete"
        onConfirm={() =>
          deleting
            ? remove.mutateAsync(deleting.country).then(() => toast.success(`${countryName(deleting.country)} pays no tax now.`))
            : Promise.resolve()
        }
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
