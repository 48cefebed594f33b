import type { Laptop } from '../../../../shared/schemas/laptop';
import { laptopFullName } from '../../../lib/laptop/full-name';

interface ItemProps {
  laptop: Laptop;
  onEdit: () => void;
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

function Actions({ laptop, onEdit, onDelete }: ItemProps) {
  const name = laptopFullName(laptop);
  return (
    <div className="flex gap-1">
      <button type="button" className="btn btn-xs sm:btn-sm" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </button>
      <button type="button" className="btn btn-xs sm:btn-sm btn-outline btn-error" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </button>
    </div>
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

function LaptopRow(props: ItemProps) {
  const { laptop } = props;
  return (
    <tr data-testid="laptop-row">
      <td>{laptop.brand}</td>
      <td>{laptop.family || '—'}</td>
      <th scope="row" className="font-semibold break-words">
        {laptop.model}
      </th>
      <td className="tabular-nums">{laptop.year ?? '—'}</td>
      <td className="min-w-40">
        <Identifiers identifiers={laptop.identifiers} />
      </td>
      <td>
        <Actions {...props} />
      </td>
    </tr>
  );
}

interface Props {
  laptops: Laptop[];
  onEdit: (laptop: Laptop) => void;
  onDelete: (laptop: Laptop) => void;
}

/** The models found: a table from md up, cards below. */
export function LaptopsList({ laptops, onEdit, onDelete }: Props) {
  return (
    <>
      <div className="border-base-300 rounded-box hidden overflow-x-auto border md:block">
        <table className="table-zebra table">
          <caption className="sr-only">Laptop models</caption>
          <thead>
            <tr>
              <th scope="col">Brand</th>
              <th scope="col">Family</th>
              <th scope="col">Model</th>
              <th scope="col">Year</th>
              <th scope="col">Identifiers</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {laptops.map((laptop) => (
              <LaptopRow key={laptop._id} laptop={laptop} onEdit={() => onEdit(laptop)} onDelete={() => onDelete(laptop)} />
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label="Laptop models">
        {laptops.map((laptop) => (
          <LaptopCard key={laptop._id} laptop={laptop} onEdit={() => onEdit(laptop)} onDelete={() => onDelete(laptop)} />
        ))}
      </ul>
    </>
  );
}
