// TEMPORARY: replaced by the dashboard's real layout.
import { Outlet } from 'react-router';
export default function DashboardLayout() {
  return <Outlet />;
}
