import { Link } from 'react-router';
import { CATEGORIES } from '../../../../shared/constants';
import { formatPrice } from '../../../../shared/money';
import type { LaptopFitDetail, PlannerSlot } from '../../../../shared/schemas/laptop-fit';
import { paths } from '../../../config/paths';

const categoryLabel = (slug: string) => CATEGORIES.find((c) => c.slug === slug)?.label ?? slug;

/** The reason a part fits, without the "Fits: " every reason starts with. */
const why = (reasons: readonly string[]) =>
  (reasons[0] ?? '').replace(/^Fits( with an adapter)?: /, (_, adapter) => (adapter ? 'With an adapter: ' : ''));

function Slot({ slot, laptopId }: { slot: PlannerSlot; laptopId: string }) {
  const titleId = `planner-${slot.slot}`;
  return (
    <li className="card card-border bg-base-100 min-w-0" data-testid="planner-slot">
      <div className="card-body gap-3 p-4">
        <h3 id={titleId} className="font-semibold">
          {categoryLabel(slot.slot)}
        </h3>
        <p className="text-base-content/80 text-sm">{slot.summary}</p>
        {slot.fits.length === 0 ? (
          <p className="text-base-content/70 text-sm">No part that fits is in stock right now.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {slot.fits.map((p) => (
              <li key={p._id} className="flex min-w-0 items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0">
                  <Link to={paths.productDetail.getHref(p._id)} className="link link-hover font-medium break-words">
                    {p.name}
                  </Link>
                  <span className="text-base-content/70 block text-xs">{why(p.fit.reasons)}</span>
                </span>
                <span className="shrink-0 font-semibold">{formatPrice(p.salePrice ?? p.cost)}</span>
              </li>
            ))}
          </ul>
        )}
        <Link to={paths.service.getHref({ laptop: laptopId, category: slot.slot })} className="link link-primary text-sm">
          All {categoryLabel(slot.slot).toLowerCase()} that fits
        </Link>
      </div>
    </li>
  );
}

/**
 * The upgrade planner (issue 31): per slot of the laptop, what it takes at most (from its
 * specification) and parts in stock that fit now, each with why. Nothing when the model has no specification.
 */
export function UpgradePlanner({ laptop, label }: { laptop: LaptopFitDetail; label: string }) {
  if (laptop.planner.length === 0) return null;
  return (
    <section aria-labelledby="planner-title" className="mt-10" data-testid="upgrade-planner">
      <h2 id="planner-title" className="text-2xl font-bold">
        Upgrade planner
      </h2>
      <p className="text-base-content/75 mt-1 mb-4 text-sm">What the {label} takes, and parts in stock that fit it.</p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {laptop.planner.map((slot) => (
          <Slot key={slot.slot} slot={slot} laptopId={laptop._id} />
        ))}
      </ul>
    </section>
  );
}
