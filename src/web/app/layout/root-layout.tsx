import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useFocusRescue } from '../../hooks/use-focus-rescue';
import { useToastsWanted } from '../../lib/toast';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { Footer } from './footer';
import { Navbar } from './navbar';

const Toasts = lazy(() => import('./toasts'));

/** Every page's frame; `banner` (composed by the app, e.g. the payment test-mode notice) sits above the navbar. */
export function RootLayout({ banner }: { banner?: ReactNode }) {
  const toastsWanted = useToastsWanted();
  // After an action whose button goes away, focus stays where the action happened (not the top of the page).
  useFocusRescue();
  return (
    <div className="bg-base-100 text-base-content flex min-h-screen flex-col">
      <a href="#main" className="btn btn-sm sr-only focus:not-sr-only focus:absolute focus:z-50">
        Skip to content
      </a>
      <div className="print:hidden">{banner}</div>
      <Navbar />
      <main id="main" className="flex-1">
        {/* Public pages show at once (the server renders them); RequireAuth waits for the sign-in check. */}
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {toastsWanted && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
