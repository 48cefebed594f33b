import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { countryName } from '../../../../shared/countries';
import type { TaxRate } from '../../../../shared/schemas/shipping';
import { EmptyState, ErrorState } from '../../../components/ui/error-state';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDeleteTaxRate } from '../api/delete-tax-rate';
import { useTaxRates } from '../api/get-tax-rates';
import { useSetTaxRate } from '../api/set-tax-rate';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TaxRateForm, toPercent } from './tax-rate-form';

/** Which form the dialog holds: none, a new rate, or an existing one. */
type Editing = null | { rate?: TaxRate };

const byName = (a: TaxRate, b: TaxRate) => countryName(a.country).localeCompare(countryName(b.country));

function RatesTable({ rates, onEdit, onDelete }: { rates: TaxRate[]; onEdit: (r: TaxRate) => void; onDelete: (r: TaxRate) => void }) {
  return (
    <div className="border-base-300 rounded-box overflow-x-auto border">
      <table className="table-zebra table">
        <caption className="sr-only">Tax rates by country</caption>
        <thead>
          <tr>
            <th scope="col">Country</th>
            <th scope="col" className="text-right">
              Rate
            </th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {[...rates].sort(byName).map((rate) => {
            const name = countryName(rate.country);
            return (
              <tr key={rate.country} data-testid="tax-rate-row">
                <th scope="row" className="font-normal">
                  {name} <span className="text-base-content/70 font-mono text-xs">{rate.country}</span>
                </th>
                <td className="text-right font-semibold whitespace-nowrap">{toPercent(rate.rate)}%</td>
                <td>
                  <div className="flex justify-end gap-1">
                    <button
                      type="button"
                      className="btn btn-xs sm:btn-sm"
                      onClick={() => onEdit(rate)}
                      aria-label={`Edit the rate of ${name}`}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="btn btn-xs sm:btn-sm btn-outline btn-error"
                      onClick={() => onDelete(rate)}
                      aria-label={`Delete the rate of ${name}`}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
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
      <button type="button" className="btn btn-primary btn-sm self-start" onClick={() => open({})}>
        Add tax rate
      </button>
      {rates.isPending && <Skeleton className="h-48 w-full" />}
      {rates.isError && <ErrorState message={rates.error.message} onRetry={() => void rates.refetch()} />}
      {rates.isSuccess && rates.data.length === 0 && <EmptyState>No tax rates yet: every country pays no tax.</EmptyState>}
      {rates.isSuccess && rates.data.length > 0 && (
        <RatesTable rates={rates.data} onEdit={(rate) => open({ rate })} onDelete={setDeleting} />
      )}
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
