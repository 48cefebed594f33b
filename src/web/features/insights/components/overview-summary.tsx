import { formatPrice } from '../../../../shared/money';
import type { AdminOverview } from '../../../../shared/schemas/insights';

type Day = AdminOverview['days'][number];

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** '2026-11-21' → 'Nov 21' (a calendar day, so no time-zone shift). */
export const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

export function totals(days: Day[]) {
  const revenue = days.reduce((sum, d) => sum + d.revenue, 0);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  const best = days.reduce<Day | null>((top, d) => (d.revenue > (top?.revenue ?? 0) ? d : top), null);
  return { revenue, orders, best };
}

/** The chart in words, for everyone: the month's totals and the best day. */
export function OverviewSummary({ days, id }: { days: Day[]; id: string }) {
  const { revenue, orders, best } = totals(days);
  return (
    <p id={id} className="text-base-content/70 text-sm" data-testid="overview-summary">
      {formatPrice(revenue)} revenue and {orders} {orders === 1 ? 'order' : 'orders'} placed in the last 30 days.{' '}
      {best ? `Best day: ${formatDay(best.date)}, ${formatPrice(best.revenue)}.` : 'No paid orders yet.'}
    </p>
  );
}

/** The chart's figures, day by day, for screen readers (the drawing itself is hidden from them). */
export function OverviewTable({ days }: { days: Day[] }) {
  return (
    <table className="sr-only">
      <caption>Revenue and orders per day, last 30 days</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Revenue</th>
          <th scope="col">Orders</th>
        </tr>
      </thead>
      <tbody>
        {days.map((d) => (
          <tr key={d.date}>
            <th scope="row">{formatDay(d.date)}</th>
            <td>{formatPrice(d.revenue)}</td>
            <td>{d.orders}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
