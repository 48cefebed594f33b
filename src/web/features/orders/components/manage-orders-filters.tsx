import { ORDER_STATUSES, type OrderStatus } from '../../../../shared/constants';
import { ORDER_STATUS_LABELS } from '../../../../shared/schemas/order';
import { SearchBox } from '../../../components/ui/search-box';
import { SelectField } from '../../../components/ui/select-field';
import type { ManageOrdersParams } from '../hooks/use-manage-orders-params';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }));

interface Props {
  params: ManageOrdersParams;
  onChange: (change: Partial<ManageOrdersParams>) => void;
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
      <SearchBox
        label="Search"
        className="min-w-0 flex-1"
        value={params.q}
        onSearch={(q) => onChange({ q })}
        delay={300}
        placeholder="Order number, customer e-mail or product"
        maxLength={200}
      />
    </div>
  );
}
