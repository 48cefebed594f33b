import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { Skeleton } from '../../components/ui/skeleton';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { paths } from '../../config/paths';
import { productKeys } from '../../features/catalog/api/product-keys';
import { DeliveryPicker, type DeliveryChoice } from '../../features/addresses/components/delivery-picker';
import { useCheckout } from '../../features/orders/api/checkout';
import { quoteExtras } from '../../features/orders/api/get-checkout-quote';
import { CheckoutPanel } from '../../features/orders/components/checkout-panel';
import { StoreCreditChoice } from '../../features/orders/components/store-credit-choice';
import { useCheckoutChoices, type CheckoutChoices } from '../../features/orders/hooks/use-checkout-choices';
import { isGiftCardError, isStoreCreditError } from '../../features/orders/hooks/use-gift-cards';
import { getStoreCreditQueryOptions, useStoreCredit } from '../../features/gift-cards/api/get-store-credit';
import { ShippingChoices } from '../../features/shipping/components/shipping-choices';
import { useCart, type CartState } from '../../entities/cart/model/use-cart';
import { useAuth } from '../../lib/auth';

/** A guest's checkout (e-mail and an address typed, no store credit): loaded only for a visitor who is not signed in. */
const GuestCheckout = lazy(() => import('./guest-checkout'));

/** Nothing to check out: the way back to the parts. */
function EmptyCart() {
  return (
    <EmptyState>
      Your cart is empty.{' '}
      <Link to={paths.service.getHref()} className="link link-primary">
        Browse the parts
      </Link>
    </EmptyState>
  );
}

interface PlaceOrderProps {
  cart: CartState;
  choice: DeliveryChoice | null;
  place: ReturnType<typeof useCheckout>;
}

/**
 * "Place order" with the code, the gift cards and the store credit tick: then the payment page, or
 * the confirmation when nothing is left to pay by card. A refused card goes from the list.
 */
function usePlace(choice: DeliveryChoice | null, place: PlaceOrderProps['place'], choices: CheckoutChoices) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { code, cards, credit } = choices;
  const creditKey = getStoreCreditQueryOptions().queryKey;
  return () => {
    if (!choice?.shippingOptionId) return;
    const tenders = { giftCardCodes: cards.applied, useStoreCredit: credit.on };
    place.mutate(
      { addressId: choice.addressId, shippingOptionId: choice.shippingOptionId, ...quoteExtras(code.applied, tenders) },
      {
        onSuccess: (order) => {
          void queryClient.invalidateQueries({ queryKey: productKeys.all });
          if (order.storeCredit > 0) void queryClient.invalidateQueries({ queryKey: creditKey });
          // Paid in full by gift cards and store credit: nothing to pay by card, so straight to the confirmation.
          void navigate(order.paid ? paths.orderConfirmation.getHref(order._id) : paths.dashboard.payment.getHref(order._id));
        },
        onError: (error) => {
          if (isGiftCardError(error)) cards.refused(error);
          if (isStoreCreditError(error)) void queryClient.invalidateQueries({ queryKey: creditKey });
        },
      },
    );
  };
}

function PlaceOrder({ cart, choice, place }: PlaceOrderProps) {
  const basket = cart.items.map((l) => `${l.productId}×${l.quantity}`).join(',');
  const choices = useCheckoutChoices(basket, choice, place.error);
  const onPlace = usePlace(choice, place, choices);
  const storeCredit = useStoreCredit();
  const { credit } = choices;
  return (
    <CheckoutPanel
      lines={cart.items}
      subtotal={cart.subtotal}
      choices={choices}
      chosen={Boolean(choice?.shippingOptionId)}
      place={place}
      onPlace={onPlace}
      storeCredit={
        <StoreCreditChoice
          available={storeCredit.data?.balance ?? 0}
          currency={storeCredit.data?.currency}
          checked={credit.on}
          onChange={credit.set}
          error={credit.error}
        />
      }
    />
  );
}

function CheckoutBody() {
  const cart = useCart();
  const [choice, setChoice] = useState<DeliveryChoice | null>(null);
  const place = useCheckout();
  // Placed: the cart is empty now, and the payment page (or, paid in full, the confirmation) is on its way.
  if (place.isSuccess) return <FullPageSpinner label={place.data.paid ? 'Opening your order' : 'Opening the payment page'} />;
  if (cart.isPending) return <Skeleton className="h-96 w-full" />;
  if (cart.error && cart.items.length === 0) return <ErrorState message={cart.error.message} onRetry={cart.refetch} />;
  if (cart.items.length === 0) return <EmptyCart />;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
      <section aria-labelledby="delivery-title" className="card card-border bg-base-100 h-fit min-w-0">
        <div className="card-body gap-4 p-4 sm:p-6">
          <h2 id="delivery-title" className="card-title text-lg">
            Delivery
          </h2>
          <DeliveryPicker value={choice} onChange={setChoice} renderShipping={(shipping) => <ShippingChoices {...shipping} />} />
        </div>
      </section>
      <PlaceOrder cart={cart} choice={choice} place={place} />
    </div>
  );
}

/** The signed-in customer's checkout; a visitor's is the guest checkout (or, when the shop turned it off, the sign-in page). */
function CheckoutFor() {
  const { user, isPending } = useAuth();
  if (isPending) return <FullPageSpinner />;
  if (user) return <CheckoutBody />;
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <GuestCheckout empty={<EmptyCart />} />
    </Suspense>
  );
}

/**
 * /checkout: where the cart goes and how, a discount code, gift cards and store credit, the
 * server's totals, and "Place order" → the payment page (or, when gift cards and credit pay it
 * all, the order's confirmation). A visitor checks out as a guest, or signs in first.
 */
export default function CheckoutPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <title>Checkout — PartsHub</title>
      <Link to={paths.cart.getHref()} className="link link-hover text-sm">
        ← Back to your cart
      </Link>
      <h1 className="mt-2 mb-6 text-2xl font-bold sm:text-3xl">Checkout</h1>
      <CheckoutFor />
    </div>
  );
}
