import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { Skeleton } from '../../../components/ui/skeleton';
import { Overview } from '../../../features/insights/components/overview';
import { useAccess } from '../../../lib/auth';
import { opens, staffLanding } from '../../staff-screens';
import MyOrdersPage from './my-orders';

/** The shop's figures: the dashboard index of staff with insights:read (their own orders have a page of their own, My Order). */
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

/**
 * /dashboard: Overview for staff with insights:read, the first screen they may open for other
 * staff (their own orders stay under My Order), a customer's My Order. A member of staff whose
 * roles wait for two-factor sign-in sets it up first (My Profile's two-factor part).
 */
export default function DashboardHome() {
  const { can, isStaff, isLoading, twoFactorRequired } = useAccess();
  if (isLoading)
    return (
      <div role="status" aria-busy="true" aria-label="Loading the dashboard">
        <Skeleton className="h-72 w-full" />
      </div>
    );
  if (twoFactorRequired) return <Navigate to={paths.dashboard.profile.getHref('two-factor')} replace />;
  if (opens(can, 'overview')) return <OverviewPage />;
  if (isStaff) return <Navigate to={staffLanding(can).to} replace />;
  return <MyOrdersPage />;
}
