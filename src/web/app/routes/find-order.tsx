import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { FindOrderForm } from '../../features/orders/components/find-order-form';

/** /guest/orders (see ./guest-orders.tsx): "Find my order" for a guest: the order number and e-mail → its private link, e-mailed again. */
export default function FindOrderPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <title>Find my order — PartsHub</title>
      <meta name="description" content="Bought without an account? Get the link to your PartsHub order e-mailed to you again." />
      <header className="mb-8">
        <p className="text-primary text-sm font-semibold tracking-widest uppercase">Orders</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Find my order</h1>
        <p className="text-base-content/75 mt-3 text-lg">
          Bought without an account? Type the order number and your e-mail address, and we e-mail you the link to your order again.
        </p>
      </header>
      <FindOrderForm />
      <p className="text-base-content/70 mt-6 text-sm">
        Have an account?{' '}
        <Link to={paths.login.getHref(paths.dashboard.orders.getHref())} className="link link-primary">
          Sign in to see your orders
        </Link>
      </p>
    </div>
  );
}
