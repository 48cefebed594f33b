import { Skeleton } from '../../../components/ui/skeleton';
import { Overview } from '../../../features/insights/components/overview';
import { useAdmin } from '../../../lib/auth';
import MyOrdersPage from './my-orders';

/** The shop's figures: the admin's dashboard index (their own orders have a page of their own, My Order). */
function OverviewPage() {
  return (
    <section aria-labelledby="overview-title">
      <h1 id="overview-title" className="text-2xl font-bold">
        Overview
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">How the shop did over the last 30 days, and what needs attention.</p>
      <Overview />
    </section>
  );
}

/** /dashboard: an admin's Overview, a customer's My Order. */
export default function DashboardHome() {
  const { isAdmin, isLoading } = useAdmin();
  if (isLoading)
    return (
      <div aria-busy="true" aria-label="Loading the dashboard">
        <Skeleton className="h-72 w-full" />
      </div>
    );
  return isAdmin ? <OverviewPage /> : <MyOrdersPage />;
}
