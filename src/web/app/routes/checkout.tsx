import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Quote } from '../../../shared/schemas/checkout';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { Skeleton } from '../../components/ui/skeleton';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { paths } from '../../config/paths';
import { productKeys } from '../../features/catalog/api/product-keys';
import { DeliveryPicker, type DeliveryChoice } from '../../features/addresses/components/delivery-picker';
import { useCheckout } from '../../features/orders/api/checkout';
import { quoteExtras, useCheckoutQuote } from '../../features/orders/api/get-checkout-quote';
import { CheckoutSummary } from '../../features/orders/components/checkout-summary';
import { DiscountCode } from '../../features/orders/components/discount-code';
import { GiftCards } from '../../features/orders/components/gift-cards';
import { StoreCreditChoice } from '../../features/orders/components/store-credit-choice';
import { isDiscountCodeError, useDiscountCode } from '../../features/orders/hooks/use-discount-code';
import { isGiftCardError, isStoreCreditError, useGiftCards } from '../../features/orders/hooks/use-gift-cards';
import { tendersText } from '../../features/orders/utils/tenders';
import { getStoreCreditQueryOptions, useStoreCredit } from '../../features/gift-cards/api/get-store-credit';
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

/**
 * The quote for the choice, the applied discount code, the gift cards and the store credit tick; a
 * code or a card the server refuses shows under its field (a refused card is dropped).
 */
function useCheckoutChoices(cart: CartState, choice: DeliveryChoice | null, place: PlaceOrderProps['place']) {
  const basket = cart.items.map((l) => `${l.productId}×${l.quantity}`).join(',');
  const delivery = choice?.shippingOptionId ? { addressId: choice.addressId, shippingOptionId: choice.shippingOptionId } : null;
  const [creditOn, setCreditOn] = useState(false);
  const cards = useGiftCards(basket);
  const tenders = { giftCardCodes: cards.applied, useStoreCredit: creditOn };
  const code = useDiscountCode(delivery && { ...delivery, ...tenders }, basket);
  const quote = useCheckoutQuote(choice, basket, undefined, code.applied, tenders);
  const { refused } = cards;
  // A card applied before the first quote, or one spent or expired since: the quote names it, and it goes.
  useEffect(() => {
    if (isGiftCardError(quote.error)) refused(quote.error);
  }, [quote.error]); // eslint-disable-line react-hooks/exhaustive-deps
  const refusedCode = [quote.error, place.error].find(isDiscountCodeError);
  return {
    code,
    codeError: code.error ?? refusedCode?.message,
    quoteRefused: isDiscountCodeError(quote.error),
    cards,
    applyCard: (typed: string) =>
      cards.apply(typed, delivery && { ...delivery, ...(code.applied && { discountCode: code.applied }), useStoreCredit: creditOn }),
    credit: { on: creditOn, set: setCreditOn, error: isStoreCreditError(place.error) ? place.error.message : undefined },
    quote,
  };
}

/** A refusal the checkout shows under a field (a code, a gift card, the store credit), not in the form-level alert. */
const underAField = (error: unknown) => isDiscountCodeError(error) || isGiftCardError(error) || isStoreCreditError(error);

/** The line under "Place order": where the rest is paid. */
function PayNote({ quote }: { quote: Quote | undefined }) {
  const paidBy = quote && quote.amountDue === 0 ? tendersText(quote) : '';
  const text = paidBy
    ? `Paid in full by your ${paidBy}: there is nothing to pay by card.`
    : 'You pay by card on the next page. Your parts are held for you until then.';
  return <p className="text-base-content/70 text-xs">{text}</p>;
}

/**
 * "Place order" with the code, the gift cards and the store credit tick: then the payment page, or
 * the confirmation when nothing is left to pay by card. A refused card goes from the list.
 */
function usePlace(choice: DeliveryChoice | null, place: PlaceOrderProps['place'], choices: ReturnType<typeof useCheckoutChoices>) {
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
  const choices = useCheckoutChoices(cart, choice, place);
  const { code, codeError, quoteRefused, cards, applyCard, credit, quote } = choices;
  const onPlace = usePlace(choice, place, choices);
  const storeCredit = useStoreCredit();
  const short = cart.items.some((l) => l.available < l.quantity);
  const ready = Boolean(choice?.shippingOptionId) && quote.isSuccess && !quote.isPlaceholderData && !short;
  const shownQuote = short ? undefined : quote.data;
  return (
    <CheckoutSummary
      lines={cart.items}
      subtotal={cart.subtotal}
      quote={shownQuote}
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
      <GiftCards
        applied={cards.applied}
        paying={shownQuote?.giftCards}
        currency={shownQuote?.currency}
        error={cards.error}
        checking={cards.checking}
        onApply={applyCard}
        onRemove={cards.remove}
      />
      <StoreCreditChoice
        available={storeCredit.data?.balance ?? 0}
        currency={storeCredit.data?.currency}
        checked={credit.on}
        onChange={credit.set}
        error={credit.error}
      />
      {short && <ShortStock />}
      {quote.isError && !short && !underAField(quote.error) && (
        <ErrorState message={quote.error.message} onRetry={() => void quote.refetch()} />
      )}
      {place.isError && !underAField(place.error) && (
        <Alert look="box" className="text-sm" data-testid="checkout-error">
          {place.error.message}
        </Alert>
      )}
      <Button variant="primary" className="btn-block" disabled={!ready} busy={place.isPending} onClick={onPlace}>
        Place order
      </Button>
      <PayNote quote={shownQuote} />
    </CheckoutSummary>
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

/**
 * /checkout (signed in): where the cart goes and how, a discount code, gift cards and store credit,
 * the server's totals, and "Place order" → the payment page (or, when gift cards and credit pay it
 * all, the order's confirmation).
 */
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
