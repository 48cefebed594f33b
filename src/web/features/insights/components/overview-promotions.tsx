import { Link } from 'react-router';
import { formatPrice } from '../../../../shared/money';
import type { AdminOverview } from '../../../../shared/schemas/insights';
import { paths } from '../../../config/paths';
import { Panel } from './overview-lists';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What promotions did in the last 30 days: how many run, the orders with one and what they took off, the most used. */
export function PromotionsEffect({ data }: { data: AdminOverview['promotions'] }) {
  return (
    <Panel title="Promotions, 30 days" id="overview-promotions">
      <p className="text-sm" data-testid="overview-promotions">
        {plural(data.running, 'promotion')} running · {plural(data.orders, 'order')} with one · {formatPrice(data.discount)} taken off
      </p>
      {data.top.length > 0 && (
        <ol className="mt-2 flex flex-col gap-1">
          {data.top.map((p) => (
            <li key={p._id} className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="min-w-0 break-words">
                {p.label}
                {p.code && <code className="text-base-content/70 ml-1 font-mono text-xs">{p.code}</code>}
              </span>
              <span className="text-base-content/70 tabular-nums">
                {plural(p.uses, 'use')} · {formatPrice(p.discount)} off · {formatPrice(p.revenue)} revenue
              </span>
            </li>
          ))}
        </ol>
      )}
      <Link to={paths.dashboard.promotions.getHref()} className="link link-primary mt-2 inline-block text-sm">
        Open promotions
      </Link>
    </Panel>
  );
}
