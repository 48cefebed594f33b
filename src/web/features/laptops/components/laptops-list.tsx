import type { Laptop } from '../../../../shared/schemas/laptop';
import { laptopFullName } from '../../../entities/laptop/model/full-name';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Button } from '../../../components/ui/button';
import { RowActions } from '../../../components/ui/row-actions';

interface ItemProps {
  laptop: Laptop;
  onEdit: () => void;
  onSpec: () => void;
  onDelete: () => void;
}

function Identifiers({ identifiers }: { identifiers: string[] }) {
  if (identifiers.length === 0) return <span className="text-base-content/70">—</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {identifiers.map((identifier) => (
        <span key={identifier} className="badge badge-outline badge-sm font-mono">
          {identifier}
        </span>
      ))}
    </span>
  );
}

function Actions({ laptop, onEdit, onSpec, onDelete }: ItemProps) {
  const name = laptopFullName(laptop);
  return (
    <RowActions editLabel={`Edit ${name}`} deleteLabel={`Delete ${name}`} onEdit={onEdit} onDelete={onDelete}>
      <Button size="responsive" onClick={onSpec} aria-label={`Specification of ${name}`}>
        Specification
      </Button>
    </RowActions>
  );
}

/** Small screens: one card per model instead of a table row. */
function LaptopCard(props: ItemProps) {
  const { laptop } = props;
  return (
    <li className="card card-border bg-base-100" data-testid="laptop-card">
      <div className="card-body gap-2 p-4">
        <p className="text-base-content/70 text-xs">{laptop.brand}</p>
        <h3 className="-mt-2 font-semibold break-words">
          {laptop.family} {laptop.model}
          {laptop.year !== null && <span className="text-base-content/70 font-normal"> · {laptop.year}</span>}
        </h3>
        <Identifiers identifiers={laptop.identifiers} />
        <Actions {...props} />
      </div>
    </li>
  );
}

interface Props {
  laptops: Laptop[];
  onEdit: (laptop: Laptop) => void;
  onSpec: (laptop: Laptop) => void;
  onDelete: (laptop: Laptop) => void;
}

/** The table's columns: the model is the row's header, the actions come last. */
function columnsFor({ onEdit, onSpec, onDelete }: Omit<Props, 'laptops'>): DataTableColumn<Laptop>[] {
  return [
    { key: 'brand', header: 'Brand', cell: (l) => l.brand },
    { key: 'family', header: 'Family', cell: (l) => l.family || '—' },
    { key: 'model', header: 'Model', rowHeader: true, cellClassName: 'font-semibold break-words', cell: (l) => l.model },
    { key: 'year', header: 'Year', cellClassName: 'tabular-nums', cell: (l) => l.year ?? '—' },
    { key: 'identifiers', header: 'Identifiers', cellClassName: 'min-w-40', cell: (l) => <Identifiers identifiers={l.identifiers} /> },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (l) => <Actions laptop={l} onEdit={() => onEdit(l)} onSpec={() => onSpec(l)} onDelete={() => onDelete(l)} />,
    },
  ];
}

/** The models found: a table from md up, cards below. */
export function LaptopsList({ laptops, onEdit, onSpec, onDelete }: Props) {
  return (
    <>
      <DataTable
        caption="Laptop models"
        columns={columnsFor({ onEdit, onSpec, onDelete })}
        rows={laptops}
        rowKey={(l) => l._id}
        rowTestId="laptop-row"
        from="md"
      />
      <ul className="grid gap-3 md:hidden" aria-label="Laptop models">
        {laptops.map((laptop) => (
          <LaptopCard
            key={laptop._id}
            laptop={laptop}
            onEdit={() => onEdit(laptop)}
            onSpec={() => onSpec(laptop)}
            onDelete={() => onDelete(laptop)}
          />
        ))}
      </ul>
    </>
  );
}
