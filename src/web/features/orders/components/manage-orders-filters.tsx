import { ORDER_STATUSES, type OrderStatus } from '../../../../shared/constants';
import { ORDER_STATUS_LABELS } from '../../../../shared/schemas/order';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { useDebouncedText } from '../../../hooks/use-debounced-text';
import type { ManageOrdersParams } from '../hooks/use-manage-orders-params';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }));

interface Props {
  params: ManageOrdersParams;
  onChange: (change: Partial<ManageOrdersParams>) => void;
}

/** The search box: what is typed goes to the server once typing pauses for 300 ms. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useDebouncedText(value, onSearch, 300);
  return (
    <Field label="Search" className="min-w-0 flex-1 py-0">
      {(id) => (
        <label className="input w-full">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 opacity-60" fill="none" stroke="currentColor" strokeWidth={2}>
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <input
            id={id}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Order number, customer e-mail or product"
            autoComplete="off"
            maxLength={200}
          />
        </label>
      )}
    </Field>
  );
}

/** Manage Order's controls: a status filter (all or one status) and a search by e-mail or product. */
export function ManageOrdersFilters({ params, onChange }: Props) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end" role="search" aria-label="Filter orders">
      <SelectField
        label="Status"
        fieldClassName="py-0 sm:w-52"
        value={params.status ?? ''}
        onChange={(e) => onChange({ status: (e.target.value || undefined) as OrderStatus | undefined })}
        options={STATUS_OPTIONS}
      >
        <option value="">All statuses</option>
      </SelectField>
      <SearchBox value={params.q} onSearch={(q) => onChange({ q })} />
    </div>
  );
}
