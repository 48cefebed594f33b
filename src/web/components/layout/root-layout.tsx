import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Bounce, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '../../../shared/constants';
import { useAuth } from '../../lib/auth';
import { FullPageSpinner } from '../ui/spinner';
import { Footer } from './footer';
import { Navbar } from './navbar';

export function RootLayout() {
  const { isPending } = useAuth();
  return (
    <div className="bg-base-100 text-base-content flex min-h-screen flex-col">
      <a href="#main" className="btn btn-sm sr-only focus:not-sr-only focus:absolute focus:z-50">
        Skip to content
      </a>
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
