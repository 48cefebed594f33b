import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { Skeleton } from '../../components/ui/skeleton';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { paths } from '../../config/paths';
import { productKeys } from '../../features/catalog/api/product-keys';
import { DeliveryPicker, type DeliveryChoice } from '../../features/addresses/components/delivery-picker';
import { useCheckout } from '../../features/orders/api/checkout';
import { useCheckoutQuote } from '../../features/orders/api/get-checkout-quote';
import { CheckoutSummary } from '../../features/orders/components/checkout-summary';
import { DiscountCode } from '../../features/orders/components/discount-code';
import { isDiscountCodeError, useDiscountCode } from '../../features/orders/hooks/use-discount-code';
import { ShippingChoices } from '../../features/shipping/components/shipping-choices';
import { useCart, type CartState } from '../../entities/cart/model/use-cart';
import { Button } from '../../components/ui/button';
import { Alert } from '../../components/ui/alert';

/** Lines asking for more than the shop holds: the cart page is where they are fixed. */
function ShortStock() {
  return (
    <Alert look="box" className="flex flex-col items-start gap-1 text-sm">
      <p>Some parts in your cart are short of stock now.</p>
      <Link to={paths.cart.getHref()} className="link font-semibold">
        Fix them in your cart
      </Link>
    </Alert>
  );
}

interface PlaceOrderProps {
  cart: CartState;
  choice: DeliveryChoice | null;
  place: ReturnType<typeof useCheckout>;
}

/** The quote for the choice and the applied discount code; a code the server refuses shows under its field. */
function useQuoteWithCode(cart: CartState, choice: DeliveryChoice | null, place: PlaceOrderProps['place']) {
  const basket = cart.items.map((l) => `${l.productId}×${l.quantity}`).join(',');
  const delivery = choice?.shippingOptionId ? { addressId: choice.addressId, shippingOptionId: choice.shippingOptionId } : null;
  const code = useDiscountCode(delivery, basket);
  const quote = useCheckoutQuote(choice, basket, undefined, code.applied);
  const refused = [quote.error, place.error].find(isDiscountCodeError);
  return { code, quote, codeError: code.error ?? refused?.message, quoteRefused: isDiscountCodeError(quote.error) };
}

function PlaceOrder({ cart, choice, place }: PlaceOrderProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { code, quote, codeError, quoteRefused } = useQuoteWithCode(cart, choice, place);
  const short = cart.items.some((l) => l.available < l.quantity);
  const ready = Boolean(choice?.shippingOptionId) && quote.isSuccess && !quote.isPlaceholderData && !short;

  const onPlace = () => {
    if (!choice?.shippingOptionId) return;
    place.mutate(
      { addressId: choice.addressId, shippingOptionId: choice.shippingOptionId, ...(code.applied && { discountCode: code.applied }) },
      {
        onSuccess: (order) => {
          void queryClient.invalidateQueries({ queryKey: productKeys.all });
          void navigate(paths.dashboard.payment.getHref(order._id));
        },
      },
    );
  };
  return (
    <CheckoutSummary
      lines={cart.items}
      subtotal={cart.subtotal}
      quote={short ? undefined : quote.data}
      updating={quote.isFetching}
      chosen={Boolean(choice?.shippingOptionId) && !short && !quote.isError}
      note={quoteRefused ? 'Remove the discount code to see the totals without it.' : undefined}
    >
      <DiscountCode
        applied={code.applied}
        error={codeError}
        checking={code.checking}
        onApply={(c) => void code.apply(c)}
        onRemove={code.remove}
      />
      {short && <ShortStock />}
      {quote.isError && !short && !quoteRefused && <ErrorState message={quote.error.message} onRetry={() => void quote.refetch()} />}
      {place.isError && !isDiscountCodeError(place.error) && (
        <Alert look="box" className="text-sm" data-testid="checkout-error">
          {place.error.message}
        </Alert>
      )}
      <Button variant="primary" className="btn-block" disabled={!ready} busy={place.isPending} onClick={onPlace}>
        Place order
      </Button>
      <p className="text-base-content/70 text-xs">You pay by card on the next page. Your parts are held for you until then.</p>
    </CheckoutSummary>
  );
}

function CheckoutBody() {
  const cart = useCart();
  const [choice, setChoice] = useState<DeliveryChoice | null>(null);
  const place = useCheckout();
  // Placed: the cart is empty now, and the payment page is on its way.
  if (place.isSuccess) return <FullPageSpinner label="Opening the payment page" />;
  if (cart.isPending) return <Skeleton className="h-96 w-full" />;
  if (cart.error && cart.items.length === 0) return <ErrorState message={cart.error.message} onRetry={cart.refetch} />;
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

/** /checkout (signed in): where the cart goes and how, a discount code, the server's totals, and "Place order" → the payment page. */
export default function CheckoutPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <title>Checkout — PartsHub</title>
      <Link to={paths.cart.getHref()} className="link link-hover text-sm">
        ← Back to your cart
      </Link>
      <h1 className="mt-2 mb-6 text-2xl font-bold sm:text-3xl">Checkout</h1>
      <CheckoutBody />
    </div>
  );
}
