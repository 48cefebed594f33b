import { Link } from 'react-router';
import { CATEGORIES } from '../../../../shared/constants';
import type { LaptopDetail } from '../../../../shared/schemas/laptop';
import { laptopLabel } from '../../../../shared/laptop-names';
import { paths } from '../../../config/paths';

/** The categories that have parts for a laptop, with their counts, each linking to those parts in the catalog. */
export function LaptopPartsByCategory({ laptop }: { laptop: LaptopDetail }) {
  const rows = CATEGORIES.map((c) => ({ ...c, count: laptop.parts[c.slug] ?? 0 })).filter((c) => c.count > 0);
  const total = rows.reduce((n, c) => n + c.count, 0);
  return (
    <section aria-labelledby="parts-by-category-title" className="card card-border bg-base-100" data-testid="parts-by-category">
      <div className="card-body">
        <h2 id="parts-by-category-title" className="card-title text-lg">
          Parts by category
        </h2>
        {rows.length === 0 ? (
          <p className="text-base-content/75 text-sm">
            No parts for the {laptopLabel(laptop)} are on sale right now. Please check back soon.
          </p>
        ) : (
          <>
            <ul className="menu w-full p-0">
              {rows.map((c) => (
                <li key={c.slug}>
                  <Link to={paths.service.getHref({ laptop: laptop._id, category: c.slug })} className="flex justify-between">
                    <span>{c.label}</span>
                    <span className="badge badge-ghost">
                      {c.count}
                      <span className="sr-only">{c.count === 1 ? ' part' : ' parts'}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link to={paths.service.getHref({ laptop: laptop._id })} className="btn btn-outline btn-primary btn-sm mt-2 self-start">
              See all {total} parts that fit
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
