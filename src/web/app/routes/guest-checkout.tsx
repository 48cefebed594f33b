import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { useAuthConfig } from '../../features/accounts/api/get-auth-config';
import { GuestDelivery, type GuestDeliveryChoice } from '../../features/addresses/components/guest-delivery';
import { productKeys } from '../../features/catalog/api/product-keys';
import { quoteExtras } from '../../features/orders/api/get-checkout-quote';
import { isGuestCheckoutOff, useGuestCheckout, type GuestBuyer } from '../../features/orders/api/guest-checkout';
import { CheckoutPanel } from '../../features/orders/components/checkout-panel';
import { GuestEmail, looksLikeEmail } from '../../features/orders/components/guest-email';
import { useCheckoutChoices } from '../../features/orders/hooks/use-checkout-choices';
import { isGiftCardError } from '../../features/orders/hooks/use-gift-cards';
import { ShippingChoices } from '../../features/shipping/components/shipping-choices';
import { useGuestLines } from '../../entities/cart/model/guest-cart';
import { useCart, type CartState } from '../../entities/cart/model/use-cart';

const SIGN_IN_HREF = paths.login.getHref(paths.checkout.getHref());

/** "Sign in" or "Continue as guest": signing in keeps the cart (it joins the account's). */
function CheckoutChoice({ onGuest }: { onGuest: () => void }) {
  const card = 'card card-border bg-base-100';
  return (
    <div className="grid gap-4 md:grid-cols-2" data-testid="checkout-choice">
      <section aria-labelledby="choice-sign-in" className={card}>
        <div className="card-body gap-3 p-4 sm:p-6">
          <h2 id="choice-sign-in" className="card-title text-lg">
            Have an account?
          </h2>
          <p className="text-base-content/80 text-sm">
            Sign in: your cart comes with you, and your orders and addresses stay in one place.
          </p>
          <Link to={SIGN_IN_HREF} className="btn btn-primary self-start">
            Sign in
          </Link>
        </div>
      </section>
      <section aria-labelledby="choice-guest" className={card}>
        <div className="card-body gap-3 p-4 sm:p-6">
          <h2 id="choice-guest" className="card-title text-lg">
            New here?
          </h2>
          <p className="text-base-content/80 text-sm">
            Buy without an account. We e-mail you a link to your order: to pay, follow it and ask for a return.
          </p>
          <Button variant="primary" outline className="self-start" onClick={onGuest}>
            Continue as guest
          </Button>
        </div>
      </section>
    </div>
  );
}

/** The shop turned guest checkout off meanwhile (401 `GUEST_CHECKOUT_OFF`): the server's words and the way to sign in. */
function GuestCheckoutOff({ error }: { error: Error }) {
  return (
    <Alert look="box" className="flex flex-col items-start gap-2 text-sm" data-testid="checkout-error">
      <p>{error.message}</p>
      <Link to={SIGN_IN_HREF} className="btn btn-sm">
        Sign in
      </Link>
    </Alert>
  );
}

/** The guest's e-mail and delivery (the shipping options priced for the guest's own lines). */
function GuestDetails(props: {
  email: string;
  onEmail: (email: string) => void;
  delivery: GuestDeliveryChoice | null;
  onDelivery: (delivery: GuestDeliveryChoice | null) => void;
  items: { productId: string; quantity: number }[];
}) {
  const { email, onEmail, delivery, onDelivery, items } = props;
  return (
    <section aria-labelledby="guest-details-title" className="card card-border bg-base-100 h-fit min-w-0">
      <div className="card-body gap-4 p-4 sm:p-6">
        <h2 id="guest-details-title" className="card-title text-lg">
          Your details
        </h2>
        <p className="text-base-content/70 text-sm">
          Checking out as a guest.{' '}
          <Link to={SIGN_IN_HREF} className="link link-primary">
            Sign in instead
          </Link>
        </p>
        <GuestEmail value={email} onChange={onEmail} showError={Boolean(delivery)} autoFocus />
        <GuestDelivery
          value={delivery}
          onChange={onDelivery}
          renderShipping={(shipping) => <ShippingChoices basket={{ items }} {...shipping} />}
        />
      </div>
    </section>
  );
}

type Place = ReturnType<typeof useGuestCheckout>;

/** The guest's e-mail and delivery, and the summary with "Place order" → the guest's order page, where it is paid. */
function GuestCheckoutForm({ cart, place }: { cart: CartState; place: Place }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const stored = useGuestLines();
  const [email, setEmail] = useState('');
  const [delivery, setDelivery] = useState<GuestDeliveryChoice | null>(null);
  const shown = new Set(cart.items.map((l) => l.productId));
  const items = stored.filter((l) => shown.has(l.productId));
  const guest: GuestBuyer | undefined =
    delivery && looksLikeEmail(email) ? { email: email.trim(), address: delivery.address, items } : undefined;
  const choice = guest ? { guest, shippingOptionId: delivery?.shippingOptionId ?? null } : null;
  const basket = items.map((l) => `${l.productId}×${l.quantity}`).join(',');
  const choices = useCheckoutChoices(basket, choice, place.error);
  const onPlace = () => {
    if (!guest || !choice?.shippingOptionId) return;
    const extras = quoteExtras(choices.code.applied, { giftCardCodes: choices.cards.applied });
    place.mutate(
      { ...guest, shippingOptionId: choice.shippingOptionId, ...extras },
      {
        onSuccess: (order) => {
          void queryClient.invalidateQueries({ queryKey: productKeys.all });
          // A guest's order always carries the token of its link.
          void navigate(paths.guestOrders.getHref(order.guestToken), { state: { placed: true } });
        },
        onError: (error) => {
          if (isGiftCardError(error)) choices.cards.refused(error);
        },
      },
    );
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
      <GuestDetails email={email} onEmail={setEmail} delivery={delivery} onDelivery={setDelivery} items={items} />
      <CheckoutPanel
        lines={cart.items}
        subtotal={cart.subtotal}
        choices={choices}
        chosen={Boolean(choice?.shippingOptionId)}
        place={place}
        onPlace={onPlace}
        note="Enter your e-mail and delivery address, then choose a shipping option to see shipping, tax and the total."
        renderError={(error) => (isGuestCheckoutOff(error) ? <GuestCheckoutOff error={error} /> : null)}
      />
    </div>
  );
}

/**
 * /checkout for a visitor who is not signed in (`empty`: what an empty cart shows): when the shop allows guest checkout, "Sign in" or
 * "Continue as guest" and then the guest's form; otherwise the sign-in page (as before), which
 * brings the visitor back here.
 */
export default function GuestCheckout({ empty }: { empty: ReactNode }) {
  const config = useAuthConfig();
  const cart = useCart();
  const place = useGuestCheckout();
  const [asGuest, setAsGuest] = useState(false);
  // Placed: the guest cart is empty now, and the order's page is on its way.
  if (place.isSuccess) return <FullPageSpinner label="Opening your order" />;
  if (config.isPending) return <Skeleton className="h-96 w-full" />;
  if (!config.data?.guestCheckout) return <Navigate to={SIGN_IN_HREF} replace />;
  if (cart.isPending) return <Skeleton className="h-96 w-full" />;
  if (cart.error && cart.items.length === 0) return <ErrorState message={cart.error.message} onRetry={cart.refetch} />;
  if (cart.items.length === 0) return empty;
  if (!asGuest) return <CheckoutChoice onGuest={() => setAsGuest(true)} />;
  return <GuestCheckoutForm cart={cart} place={place} />;
}
