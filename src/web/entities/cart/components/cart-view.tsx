import { useId } from 'react';
import { Link } from 'react-router';
import { toCents, toDollars } from '../../../../shared/money';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { paths } from '../../../config/paths';
import { useCart, type CartState } from '../model/use-cart';
import { useLineSales } from '../model/use-line-sales';
import { Price } from '../../../components/ui/price';
import { CartLine, CartLineSkeleton, isShort } from './cart-line';
import { Button } from '../../../components/ui/button';

const TAX_NOTE = 'Prices exclude tax; shipping and tax are worked out at checkout.';

const units = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

interface CheckoutButtonProps {
  cart: CartState;
  blocked: boolean;
  /** Whether the shop lets visitors buy without an account (public config `guestCheckout`). */
  guestCheckout: boolean;
}

/** Checkout: straight on when signed in; a guest checks out as a guest or signs in (their cart joins the account's). */
function CheckoutButton({ cart, blocked, guestCheckout }: CheckoutButtonProps) {
  const noteId = useId();
  if (blocked) {
    return (
      <>
        <Button variant="primary" className="btn-block" disabled aria-describedby={noteId}>
          Checkout
        </Button>
        <p id={noteId} className="text-error text-sm">
          Some parts are short of stock. Lower or remove the marked lines to check out.
        </p>
      </>
    );
  }
  // A guest goes there too: the checkout asks them to sign in when the shop has no guest checkout.
  return (
    <>
      <Link to={paths.checkout.getHref()} className="btn btn-primary btn-block" data-testid="checkout-link">
        Checkout
      </Link>
      {cart.isGuest && (
        <p className="text-base-content/70 text-sm">
          {guestCheckout
            ? 'Check out as a guest, or sign in: your cart comes with you.'
            : 'You will sign in first; your cart comes with you.'}
        </p>
      )}
    </>
  );
}

function CartSummary({ savings, ...checkout }: CheckoutButtonProps & { savings: number }) {
  const { cart } = checkout;
  return (
    <section aria-labelledby="cart-summary-title" className="card card-border bg-base-100 h-fit lg:sticky lg:top-20">
      <div className="card-body gap-3">
        <h2 id="cart-summary-title" className="card-title text-lg">
          Summary
        </h2>
        <dl className="flex items-baseline justify-between gap-4">
          <dt>Subtotal ({units(cart.count)})</dt>
          <dd className="text-xl font-bold">
            <Price price={toDollars(toCents(cart.subtotal) - toCents(savings))} regular={cart.subtotal} testId="cart-subtotal" />
          </dd>
        </dl>
        <p className="text-base-content/70 text-sm">
          {savings > 0 && `Sale prices included (the checkout confirms them). `}
          {TAX_NOTE}
        </p>
        <CheckoutButton {...checkout} />
        <Link to={paths.service.getHref()} className="link link-hover text-center text-sm">
          Continue shopping
        </Link>
      </div>
    </section>
  );
}

/** The lines (a part on sale at its sale price) and the summary. */
function CartLines({ cart, guestCheckout }: { cart: CartState; guestCheckout: boolean }) {
  const lines = useLineSales(cart.items, cart.isGuest);
  // What the sale prices take off the regular subtotal (the checkout's quote confirms it).
  const savings = toDollars(
    lines.reduce((n, l) => n + (l.salePrice === undefined ? 0 : (toCents(l.unitCost) - toCents(l.salePrice)) * l.quantity), 0),
  );
  const blocked = cart.items.some(isShort);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:gap-8">
      <div className="min-w-0">
        {cart.error && <ErrorState message={cart.error.message} onRetry={cart.refetch} />}
        <ul aria-label="Parts in your cart" className="border-base-300 border-t" data-testid="cart-lines">
          {lines.map((line) => (
            <CartLine key={line.productId} line={line} onUpdate={cart.update} onRemove={cart.remove} />
          ))}
        </ul>
      </div>
      <CartSummary cart={cart} blocked={blocked} savings={savings} guestCheckout={guestCheckout} />
    </div>
  );
}

/**
 * The cart page's body: the lines, the summary with Checkout, and the loading, error and empty
 * states. `guestCheckout`: the shop lets a guest check out without signing in.
 */
export function CartView({ guestCheckout = false }: { guestCheckout?: boolean }) {
  const cart = useCart();
  if (cart.error && cart.items.length === 0) {
    return <ErrorState message={`We could not load your cart. ${cart.error.message}`} onRetry={cart.refetch} />;
  }
  if (cart.isPending && cart.items.length === 0) {
    return (
      <ul aria-busy="true" aria-label="Loading your cart">
        <CartLineSkeleton />
        <CartLineSkeleton />
      </ul>
    );
  }
  if (cart.items.length === 0) {
    return (
      <EmptyState>
        Your cart is empty.{' '}
        <Link to={paths.service.getHref()} className="link link-primary">
          Browse the parts
        </Link>
      </EmptyState>
    );
  }
  return <CartLines cart={cart} guestCheckout={guestCheckout} />;
}
