import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { NAVBAR_FIXED_AFTER_PX } from '../../../shared/constants';
import { CartButton } from '../../entities/cart/components/cart-button';
import { LaptopPicker } from '../../entities/laptop/components/laptop-picker';
import { paths } from '../../config/paths';
import { useDisclosure } from '../../hooks/use-disclosure';
import { useAuth } from '../../lib/auth';
import { useTheme } from '../../lib/theme';
import { Button } from '../../components/ui/button';

function useScrolledPast(px: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return past;
}

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'bg-primary/10 text-primary font-semibold hover:bg-primary/15' : '');

function NavLinks({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <li>
        <NavLink to={paths.home.getHref()} className={linkClass} end>
          Home
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.service.getHref()} className={linkClass}>
          Service
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.blogs.getHref()} className={linkClass}>
          Blogs
        </NavLink>
      </li>
      {signedIn && (
        <li>
          <NavLink to={paths.dashboard.root.getHref()} className={linkClass}>
            Dashboard
          </NavLink>
        </li>
      )}
    </>
  );
}

function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const dark = theme === 'dark';
  return (
    <Button
      variant="ghost"
      className="btn-circle"
      onClick={toggle}
      aria-label={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      aria-pressed={dark}
      data-testid="theme-toggle"
    >
      {dark ? (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-current">
          <path d="M12 18a6 6 0 1 1 0-12 6 6 0 0 1 0 12Zm0-16 1 2h-2l1-2Zm0 20-1-2h2l-1 2ZM2 12l2-1v2l-2-1Zm20 0-2 1v-2l2 1ZM4.9 4.9l2.1.7-1.4 1.4-.7-2.1Zm14.2 14.2-2.1-.7 1.4-1.4.7 2.1ZM4.9 19.1l.7-2.1 1.4 1.4-2.1.7ZM19.1 4.9l-.7 2.1-1.4-1.4 2.1-.7Z" />
        </svg>
      ) : (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-current">
          <path d="M21.6 15.1A9.5 9.5 0 0 1 8.9 2.4a9.5 9.5 0 1 0 12.7 12.7Z" />
        </svg>
      )}
    </Button>
  );
}

function AvatarMenu() {
  const { user, signOut } = useAuth();
  const { open, toggle, rootRef, buttonRef } = useDisclosure();
  const menuId = useId();
  if (!user) return null;
  const initials = user.name?.trim()?.[0]?.toUpperCase() ?? user.email[0]!.toUpperCase();
  return (
    <div className="relative" ref={rootRef}>
      <Button
        ref={buttonRef}
        variant="ghost"
        className="btn-circle avatar"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
        data-testid="avatar-button"
      >
        {user.image ? (
          <img src={user.image} alt="" width={40} height={40} className="w-10 rounded-full" />
        ) : (
          <span className="bg-primary text-primary-content flex h-10 w-10 items-center justify-center rounded-full font-bold">
            {initials}
          </span>
        )}
      </Button>
      {open && (
        <ul id={menuId} className="menu bg-base-100 rounded-box border-base-300 absolute right-0 z-50 mt-3 w-56 border p-2 shadow-lg">
          <li className="menu-title truncate">{user.email}</li>
          <li>
            <Link to={paths.dashboard.profile.getHref()}>Profile</Link>
          </li>
          <li>
            <Link to={paths.dashboard.profile.getHref()}>Settings</Link>
          </li>
          <li>
            <button type="button" onClick={() => void signOut()}>
              Sign Out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const { open, toggle, rootRef, buttonRef } = useDisclosure();
  const menuId = useId();
  return (
    <div className="relative lg:hidden" ref={rootRef}>
      <Button
        ref={buttonRef}
        variant="ghost"
        className="btn-square"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
        data-testid="mobile-menu-button"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 stroke-current" fill="none" strokeWidth={2}>
          <path d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 6h16M4 12h16M4 18h16'} />
        </svg>
      </Button>
      {open && (
        <nav aria-label="Main" id={menuId} className="absolute left-0 z-50 mt-3">
          <ul className="menu bg-base-100 rounded-box border-base-300 w-56 border p-2 shadow-lg">
            <NavLinks signedIn={signedIn} />
          </ul>
        </nav>
      )}
    </div>
  );
}

/** Login comes back to the page it was opened from (not to the auth pages themselves). */
function useLoginHref() {
  const { pathname, search } = useLocation();
  const authPages: string[] = [paths.home.path, paths.login.path, paths.signup.path, paths.forgotPassword.path, paths.resetPassword.path];
  return authPages.includes(pathname) ? paths.login.getHref() : paths.login.getHref(pathname + search);
}

export function Navbar() {
  const { user, isPending } = useAuth();
  const loginHref = useLoginHref();
  const fixed = useScrolledPast(NAVBAR_FIXED_AFTER_PX);
  return (
    <>
      <header
        data-testid="navbar"
        data-fixed={fixed}
        className={`navbar bg-base-100/95 border-base-200 z-40 min-h-16 border-b px-2 backdrop-blur sm:px-4 print:hidden ${
          fixed ? 'fixed inset-x-0 top-0 shadow-md' : 'relative'
        }`}
      >
        <div className="navbar-start max-sm:w-auto max-sm:grow">
          <MobileMenu signedIn={Boolean(user)} />
          <Link to={paths.home.getHref()} className="btn btn-ghost gap-2 px-2 text-xl font-bold max-sm:text-lg">
            <img src="/images/logo.svg" alt="" width={28} height={28} fetchPriority="high" />
            PartsHub
          </Link>
        </div>
        <nav className="navbar-center hidden lg:flex" aria-label="Main">
          <ul className="menu menu-horizontal gap-1 px-1">
            <NavLinks signedIn={Boolean(user)} />
          </ul>
        </nav>
        <div className="navbar-end gap-1 max-sm:w-auto max-sm:gap-0">
          <LaptopPicker />
          <ThemeToggle />
          <CartButton />
          {isPending ? (
            <span className="skeleton h-10 w-10 rounded-full" aria-hidden="true" />
          ) : user ? (
            <AvatarMenu />
          ) : (
            <Link to={loginHref} className="btn btn-primary btn-sm">
              Login
            </Link>
          )}
        </div>
      </header>
      {/* Keeps the page from jumping when the bar becomes fixed. */}
      {fixed && <div aria-hidden="true" className="min-h-16" />}
    </>
  );
}
