import { Link } from 'react-router';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../../../shared/constants';
import { returnTitle } from '../../../../shared/return-title';
import type { AdminOverview } from '../../../../shared/schemas/insights';
import { RETURN_STATUS_LABELS } from '../../../../shared/schemas/return';
import { paths } from '../../../config/paths';

const SHOWN_LOW_STOCK = 10;

/** One titled card of the overview. */
export function Panel({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="card card-border bg-base-100 p-4">
      <h2 id={id} className="mb-2 font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The 5 products with the most units sold (paid, shipped or delivered orders). */
export function TopProducts({ items }: { items: AdminOverview['topProducts'] }) {
  return (
    <Panel title="Top 5 products" id="overview-top-products">
      {items.length === 0 ? (
        <p className="text-base-content/70 text-sm">No sales yet.</p>
      ) : (
        <ol className="flex flex-col gap-1" data-testid="top-products">
          {items.map((p, i) => (
            <li key={p.productId} className="flex items-baseline gap-3 text-sm">
              <span className="text-base-content/60 w-4 shrink-0 text-right tabular-nums">{i + 1}.</span>
              <Link to={paths.productDetail.getHref(p.productId)} className="link link-hover min-w-0 flex-1 truncate">
                {p.name}
              </Link>
              <span className="shrink-0 font-semibold tabular-nums">{p.units} sold</span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

/** Parts at or below their low-stock threshold, the emptiest first, each linking to its edit page (to restock it or change its threshold). */
export function LowStock({ items, total }: { items: AdminOverview['lowStock']; total: number }) {
  const shown = items.slice(0, SHOWN_LOW_STOCK);
  return (
    <Panel title="Low on stock" id="overview-low-stock">
      {items.length === 0 ? (
        <p className="text-base-content/70 text-sm">No part is at or below its low-stock threshold.</p>
      ) : (
        <ul className="flex flex-col gap-1" data-testid="low-stock">
          {shown.map((p) => (
            <li key={p._id} className="flex items-baseline justify-between gap-3 text-sm">
              <Link to={paths.dashboard.editProduct.getHref(p._id)} className="link link-hover min-w-0 truncate">
                {p.name}
              </Link>
              <span className={`badge badge-sm badge-soft shrink-0 ${p.Quantity === 0 ? 'badge-error' : 'badge-warning'}`}>
                {p.Quantity === 0 ? 'out of stock' : `${p.Quantity} left`}
                <span className="sr-only">, low at {p.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {total > shown.length && <p className="text-base-content/70 mt-2 text-xs">and {total - shown.length} more</p>}
      <p className="text-base-content/70 mt-2 text-xs">
        A part is low at {DEFAULT_LOW_STOCK_THRESHOLD} units or fewer unless its edit page sets another threshold.
      </p>
    </Panel>
  );
}

/** Sold-out parts shoppers asked to be told about, most people waiting first, each linking to its edit page (to restock it). */
export function RestockWaiting({ items }: { items: AdminOverview['restockWaiting'] }) {
  return (
    <Panel title="Waiting for restock" id="overview-restock-waiting">
      {items.length === 0 ? (
        <p className="text-base-content/70 text-sm">Nobody is waiting for a sold-out part.</p>
      ) : (
        <ul className="flex flex-col gap-1" data-testid="restock-waiting">
          {items.map((p) => (
            <li key={p.productId} className="flex items-baseline justify-between gap-3 text-sm">
              <Link to={paths.dashboard.editProduct.getHref(p.productId)} className="link link-hover min-w-0 truncate">
                {p.name}
              </Link>
              <span className="badge badge-sm badge-soft badge-info shrink-0 tabular-nums">{p.waiting} waiting</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

const returnDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** Returns waiting for the shop (requested, approved, received), oldest first, with a link to the Returns page. */
export function OpenReturns({ data }: { data: AdminOverview['openReturns'] }) {
  return (
    <Panel title={`Open returns (${data.total})`} id="overview-open-returns">
      {data.total === 0 ? (
        <p className="text-base-content/70 text-sm">No return waits for you.</p>
      ) : (
        <ul className="flex flex-col gap-1" data-testid="open-returns">
          {data.items.map((r) => (
            <li key={r._id} className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="min-w-0">
                <span className="font-medium" data-testid="open-return-title">
                  {returnTitle(r)}
                </span>{' '}
                <span className="text-base-content/70 break-all">
                  · {r.orderName} · {r.userEmail}
                </span>
              </span>
              <span className="shrink-0">
                <span className="badge badge-sm badge-soft badge-info">{RETURN_STATUS_LABELS[r.status]}</span>{' '}
                <span className="text-base-content/70">{returnDate.format(new Date(r.createdAt))}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.dashboard.returns.getHref()} className="link link-primary mt-2 text-sm">
        All returns
      </Link>
    </Panel>
  );
}
