import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPrice } from '../../../../shared/money';
import type { AdminOverview } from '../../../../shared/schemas/insights';
import { formatDay } from './overview-summary';

/*
 * The revenue-and-orders chart, in its own chunk with recharts: only an admin's dashboard loads it.
 * The figures are also in a visually hidden table next to it, so the drawing itself is aria-hidden.
 */

const compactUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' });
const tick = { fill: 'currentColor', fontSize: 12 };

function TooltipBox({ active, payload, label }: { active?: boolean; payload?: { dataKey?: unknown; value?: unknown }[]; label?: string }) {
  if (!active || !payload?.length || !label) return null;
  const value = (key: string) => Number(payload.find((p) => p.dataKey === key)?.value ?? 0);
  return (
    <div className="bg-base-100 border-base-300 rounded-box border px-3 py-2 text-sm shadow-md">
      <p className="font-semibold">{formatDay(label)}</p>
      <p>Revenue: {formatPrice(value('revenue'))}</p>
      <p>Orders: {value('orders')}</p>
    </div>
  );
}

export default function OverviewChart({ days }: { days: AdminOverview['days'] }) {
  // No entry animation: the figures show at once (and nothing moves for those who asked for less motion).
  const motion = { isAnimationActive: false };
  return (
    <div className="text-base-content/70 h-72 w-full" aria-hidden="true" data-testid="overview-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={days} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
          <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.15} />
          <XAxis dataKey="date" tickFormatter={formatDay} tick={tick} tickLine={false} axisLine={false} minTickGap={24} />
          <YAxis
            yAxisId="revenue"
            tickFormatter={(v: number) => compactUsd.format(v)}
            tick={tick}
            tickLine={false}
            axisLine={false}
            width={52}
          />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={tick} tickLine={false} axisLine={false} width={28} />
          <Tooltip content={<TooltipBox />} cursor={{ fill: 'currentColor', fillOpacity: 0.08 }} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar
            yAxisId="revenue"
            dataKey="revenue"
            name="Revenue (USD)"
            fill="var(--color-primary)"
            radius={[3, 3, 0, 0]}
            maxBarSize={28}
            {...motion}
          />
          <Line
            yAxisId="orders"
            dataKey="orders"
            name="Orders"
            type="monotone"
            stroke="var(--color-warning)"
            strokeWidth={2}
            dot={false}
            activeDot={{ r: 4 }}
            {...motion}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
