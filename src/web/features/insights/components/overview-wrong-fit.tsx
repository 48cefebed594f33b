import { Link } from 'react-router';
import type { AdminOverview } from '../../../../shared/schemas/insights';
import { paths } from '../../../config/paths';
import { useAccess } from '../../../lib/auth';
import { Panel } from './overview-lists';

type WrongFit = AdminOverview['wrongFit'];

function UnitsList({ label, items }: { label: string; items: { id: string; name: string; href: string; units: number }[] }) {
  return (
    <div className="min-w-0 flex-1">
      <h3 className="text-base-content/70 mb-1 text-xs font-semibold tracking-wide uppercase">{label}</h3>
      {items.length === 0 ? (
        <p className="text-base-content/70 text-sm">None.</p>
      ) : (
        <ol className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.id} className="flex items-baseline justify-between gap-3 text-sm">
              <Link to={item.href} className="link link-hover min-w-0 truncate">
                {item.name}
              </Link>
              <span className="shrink-0 font-semibold tabular-nums">{item.units} returned</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * Returned for wrong fit (issue 31): units sent back because they did not fit, last 90 days, per product
 * (to its edit page) and per laptop model (the order line's laptop): where the fitment data is bad.
 */
export function WrongFitReturns({ data }: { data: WrongFit }) {
  const { can } = useAccess();
  const empty = data.products.length === 0 && data.laptops.length === 0;
  return (
    <Panel title="Returned for wrong fit, 90 days" id="overview-wrong-fit">
      {empty ? (
        <p className="text-base-content/70 text-sm">No part came back for not fitting.</p>
      ) : (
        <div className="flex flex-col gap-4 sm:flex-row" data-testid="wrong-fit">
          <UnitsList
            label="Products"
            items={data.products.map((p) => ({
              id: p.productId,
              name: p.name,
              units: p.units,
              href: paths.dashboard.editProduct.getHref(p.productId),
            }))}
          />
          <UnitsList
            label="Laptop models"
            items={data.laptops.map((l) => ({ id: l.laptopId, name: l.name, units: l.units, href: paths.laptop.getHref(l.laptopId) }))}
          />
        </div>
      )}
      {can('fitment:write') && (
        <p className="text-base-content/70 mt-2 text-xs">
          Check the listings the fit rules disagree with on{' '}
          <Link to={paths.dashboard.fitmentCheck.getHref()} className="link">
            Fitment to check
          </Link>
          .
        </p>
      )}
    </Panel>
  );
}
