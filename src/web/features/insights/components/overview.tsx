import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../../../shared/money';
import type { AdminOverview } from '../../../../shared/schemas/insights';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useOverview } from '../api/get-overview';
import { LowStock, OpenReturns, RestockWaiting, TopProducts } from './overview-lists';
import { MailProblems } from './overview-mail';
import { PromotionsEffect } from './overview-promotions';
import { OverviewSummary, OverviewTable, totals } from './overview-summary';
import { WrongFitReturns } from './overview-wrong-fit';

// recharts is big: only an admin's dashboard downloads it, in the chart's own chunk.
const OverviewChart = lazy(() => import('./overview-chart'));

const ChartSkeleton = () => <Skeleton className="h-72 w-full" />;

function Stat({ label, value, children }: { label: string; value: React.ReactNode; children?: React.ReactNode }) {
  return (
    <div className="card card-border bg-base-100 p-4">
      <p className="text-base-content/70 text-sm">{label}</p>
      <p className="text-2xl font-bold tabular-nums">{value}</p>
      {children}
    </div>
  );
}

function Stats({ data }: { data: AdminOverview }) {
  const { revenue, orders } = totals(data.days);
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <Stat label="Revenue, 30 days" value={formatPrice(revenue)} />
      <Stat label="Orders, 30 days" value={orders} />
      <Stat label="Unread messages" value={<span data-testid="unread-messages">{data.unreadMessages}</span>}>
        <Link to={paths.dashboard.messages.getHref()} className="link link-primary text-sm">
          Open messages<span className="sr-only"> ({data.unreadMessages} unread)</span>
        </Link>
      </Stat>
      <Stat label="New reviews, 7 days" value={<span data-testid="new-reviews">{data.newReviews}</span>}>
        <Link to={paths.dashboard.reviews.getHref()} className="link link-primary text-sm">
          Open product reviews<span className="sr-only"> ({data.newReviews} new this week)</span>
        </Link>
      </Stat>
    </div>
  );
}

function SalesChart({ days }: { days: AdminOverview['days'] }) {
  const titleId = useId();
  const summaryId = useId();
  return (
    <figure aria-labelledby={titleId} aria-describedby={summaryId} className="card card-border bg-base-100 gap-2 p-4">
      <figcaption>
        <h2 id={titleId} className="font-semibold">
          Revenue and orders per day
        </h2>
        <OverviewSummary days={days} id={summaryId} />
      </figcaption>
      <Suspense fallback={<ChartSkeleton />}>
        <OverviewChart days={days} />
      </Suspense>
      <OverviewTable days={days} />
    </figure>
  );
}

function OverviewSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the overview" className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
      <Skeleton className="h-96 w-full" />
    </div>
  );
}

/** The admin's overview: mail problems, the month's sales, a chart of them, best sellers, low stock, unread messages, new reviews, restock requests, what promotions did and what came back for not fitting. */
export function Overview() {
  const overview = useOverview();
  if (overview.isPending) return <OverviewSkeleton />;
  if (overview.isError) return <ErrorState message={overview.error.message} onRetry={() => void overview.refetch()} />;
  return (
    <div className="flex flex-col gap-4" data-testid="overview">
      <MailProblems mail={overview.data.mail} />
      <Stats data={overview.data} />
      <SalesChart days={overview.data.days} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <TopProducts items={overview.data.topProducts} />
        <LowStock items={overview.data.lowStock} total={overview.data.lowStockTotal} />
        <OpenReturns data={overview.data.openReturns} />
        <RestockWaiting items={overview.data.restockWaiting} />
        <PromotionsEffect data={overview.data.promotions} />
        <WrongFitReturns data={overview.data.wrongFit} />
      </div>
    </div>
  );
}
