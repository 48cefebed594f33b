import { Suspense, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Bounce, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '../../../shared/constants';
import { useAuth } from '../../lib/auth';
import { FullPageSpinner } from '../ui/spinner';
import { Footer } from './footer';
import { Navbar } from './navbar';

/** Every page's frame; `banner` (composed by the app, e.g. the payment test-mode notice) sits above the navbar. */
export function RootLayout({ banner }: { banner?: ReactNode }) {
  const { isPending } = useAuth();
  return (
    <div className="bg-base-100 text-base-content flex min-h-screen flex-col">
      <a href="#main" className="btn btn-sm sr-only focus:not-sr-only focus:absolute focus:z-50">
        Skip to content
      </a>
      <div className="print:hidden">{banner}</div>
      <Navbar />
      <main id="main" className="flex-1">
        {isPending ? (
          <FullPageSpinner label="Checking your sign-in" />
        ) : (
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <Footer />
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        draggable
        draggablePercent={TOAST_DRAG_PERCENT * 100}
        transition={Bounce}
      />
      <ScrollRestoration />
    </div>
  );
}
