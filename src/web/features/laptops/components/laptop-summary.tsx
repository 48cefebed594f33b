import { Link } from 'react-router';
import type { LaptopDetail } from '../../../../shared/schemas/laptop';
import { laptopLabel } from '../../../../shared/laptop-names';
import { paths } from '../../../config/paths';
import { SelectLaptopButton } from './select-laptop-button';

/** A laptop model's page header: its name, year and identifiers, and "Select this laptop". */
export function LaptopSummary({ laptop }: { laptop: LaptopDetail }) {
  const total = Object.values(laptop.parts).reduce((n, c) => n + c, 0);
  return (
    <header className="flex flex-col gap-4">
      <div>
        <p className="text-primary text-sm font-semibold tracking-widest uppercase">{laptop.brand}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{laptopLabel(laptop)}</h1>
        <p className="text-base-content/75 mt-2">
          {[laptop.brand, laptop.family, laptop.model].filter(Boolean).join(' ')}
          {laptop.year !== null && ` · ${laptop.year}`} · {total} {total === 1 ? 'part fits' : 'parts fit'}
        </p>
      </div>
      {laptop.identifiers.length > 0 && (
        <div>
          <h2 className="mb-1.5 text-sm font-semibold">Machine types and model numbers</h2>
          <ul className="flex flex-wrap gap-2" aria-label="Identifiers">
            {laptop.identifiers.map((id) => (
              <li key={id} className="badge badge-outline font-mono">
                {id}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <SelectLaptopButton laptop={laptop} />
        <Link to={paths.identify.getHref()} className="link link-primary text-sm">
          Not sure which laptop you have? Identify my laptop
        </Link>
      </div>
    </header>
  );
}
