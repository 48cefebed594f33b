import { useEffect, useEffectEvent, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { FULL_ADMIN_ROLES } from '../../../../shared/permissions';
import { paths } from '../../../config/paths';
import { useOpenUntilNavigation } from '../../../hooks/use-open-until-navigation';
import { useAccess, useAuth } from '../../../lib/auth';
import { opens, STAFF_MENU } from '../../staff-screens';
import { Button } from '../../../components/ui/button';

const customerItems = [
  { to: paths.dashboard.root.getHref(), label: 'My Order', end: true },
  { to: paths.dashboard.review.getHref(), label: 'Add Review' },
  { to: paths.dashboard.profile.getHref(), label: 'My Profile' },
];
/** A member of staff's /dashboard is Overview (or their first screen); their own orders have a page of their own. */
const staffOwnItems = (withOverview: boolean) => [
  ...(withOverview ? [{ to: paths.dashboard.root.getHref(), label: 'Overview', end: true }] : []),
  { to: paths.dashboard.orders.getHref(), label: 'My Order', end: true },
  ...customerItems.slice(1),
];

/**
 * The browser tab's title: the menu entry the page is under (the longest match of the path), so
 * a tab or a history entry says which screen it is ("Returns — Dashboard — PartsHub").
 */
function DashboardTitle() {
  const { pathname } = useLocation();
  const { isStaff } = useAccess();
  // The packing slip names itself (its title is what a printout's header shows).
  if (pathname.endsWith('/packing-slip')) return null;
  const own = isStaff ? staffOwnItems(true) : customerItems;
  const under = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  const [match] = [...STAFF_MENU, ...own].filter((i) => under(i.to)).sort((a, b) => b.to.length - a.to.length);
  const screen = pathname.endsWith('/edit') ? 'Edit Product' : match?.label;
  return <title>{`${screen ? `${screen} — ` : ''}Dashboard — PartsHub`}</title>;
}

const itemClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'menu-active font-semibold' : '');

/** The viewer's own entries, then the staff screens their permissions open (STAFF_MENU, one table with the routes'). */
function SideMenu() {
  const { user } = useAuth();
  const { can, isStaff, roles } = useAccess();
  const shopItems = STAFF_MENU.filter((item) => opens(can, item.screen));
  return (
    <>
      <p className="px-4 pb-2 text-lg font-bold">Dashboard</p>
      <p className="text-base-content/70 truncate px-4 pb-3 text-sm">{user?.email}</p>
      <ul className="menu w-full gap-1">
        {(isStaff ? staffOwnItems(opens(can, 'overview')) : customerItems).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={itemClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
        {shopItems.length > 0 && (
          <>
            <li className="menu-title text-base-content/70 mt-3">{roles.some((r) => FULL_ADMIN_ROLES.includes(r)) ? 'Admin' : 'Staff'}</li>
            {shopItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={itemClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </>
        )}
      </ul>
    </>
  );
}

/**
 * While the small-screen drawer is open: focus its first link once it is visible (it fades
 * in) and close it with Escape, giving focus back to the menu button.
 */
function useDrawerFocus(open: boolean, menuRef: React.RefObject<HTMLElement | null>, close: () => void) {
  const onEscape = useEffectEvent((e: KeyboardEvent) => e.key === 'Escape' && close());
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => menuRef.current?.querySelector('a')?.focus(), 350);
    const onKey = (e: KeyboardEvent) => onEscape(e);
    window.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('keydown', onKey);
    };
  }, [open, menuRef]);
}

/** The dashboard: a side menu (a drawer on small screens) and the chosen page. */
export default function DashboardLayout() {
  const [open, setOpen] = useOpenUntilNavigation();
  const menuRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useDrawerFocus(open, menuRef, () => {
    setOpen(false);
    toggleRef.current?.focus();
  });

  return (
    <div className="drawer lg:drawer-open mx-auto max-w-7xl">
      <DashboardTitle />
      <input
        id="dashboard-drawer"
        type="checkbox"
        className="drawer-toggle"
        checked={open}
        onChange={(e) => setOpen(e.target.checked)}
        tabIndex={-1}
        aria-hidden="true"
      />
      {/* Before the page in the DOM: the menu comes first in tab order (the grid places it on the left). */}
      <div className="drawer-side z-50 lg:top-16 lg:z-auto lg:h-[calc(100dvh-4rem)] print:hidden">
        {/* Named by its text: aria-label is not allowed on a <label> (axe: aria-prohibited-attr). */}
        <label htmlFor="dashboard-drawer" className="drawer-overlay">
          <span className="sr-only">Close the dashboard menu</span>
        </label>
        <nav
          id="dashboard-menu"
          ref={menuRef}
          aria-label="Dashboard"
          className="bg-base-200 lg:bg-base-100 lg:border-base-300 min-h-full w-64 py-6 lg:border-r"
        >
          <SideMenu />
        </nav>
      </div>
      <div className="drawer-content min-w-0 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        <Button
          ref={toggleRef}
          size="sm"
          outline
          className="mb-5 gap-2 lg:hidden print:hidden"
          aria-expanded={open}
          aria-controls="dashboard-menu"
          onClick={() => setOpen(true)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 stroke-current" fill="none" strokeWidth={2}>
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
          Dashboard menu
        </Button>
        <Outlet />
      </div>
    </div>
  );
}
