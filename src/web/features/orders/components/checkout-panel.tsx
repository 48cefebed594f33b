import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Quote } from '../../../../shared/schemas/checkout';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { paths } from '../../../config/paths';
import type { CartLine } from '../../../entities/cart/model/use-cart';
import { underAField, type CheckoutChoices } from '../hooks/use-checkout-choices';
import { tendersText } from '../utils/tenders';
import { CheckoutSummary } from './checkout-summary';
import { DiscountCode } from './discount-code';
import { GiftCards } from './gift-cards';

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

/** The line under "Place order": where the rest is paid. */
function PayNote({ quote }: { quote: Quote | undefined }) {
  const paidBy = quote && quote.amountDue === 0 ? tendersText(quote) : '';
  const text = paidBy
    ? `Paid in full by your ${paidBy}: there is nothing to pay by card.`
    : 'You pay by card on the next page. Your parts are held for you until then.';
  return <p className="text-base-content/70 text-xs">{text}</p>;
}

interface Props {
  lines: CartLine[];
  subtotal: number;
  choices: CheckoutChoices;
  /** Whether the delivery is complete (an address, a shipping option and, for a guest, the e-mail). */
  chosen: boolean;
  /** "Place order"'s state: its last refusal, and whether it is on its way. */
  place: { error: Error | null; isPending: boolean };
  onPlace: () => void;
  /** Shown while nothing is chosen (the default asks for an address and a shipping option). */
  note?: string;
  /** The store credit tick (a signed-in customer's), under the gift cards. */
  storeCredit?: ReactNode;
  /** A refusal shown instead of the plain alert (a guest's "guest checkout is off": sign in). */
  renderError?: (error: Error) => ReactNode;
}

/**
 * The checkout's summary column: the lines and the server's totals, the discount code, the gift
 * cards (and the store credit slot), the refusals, and "Place order".
 */
export function CheckoutPanel({ lines, subtotal, choices, chosen, place, onPlace, note, storeCredit, renderError }: Props) {
  const { code, codeError, quoteRefused, cards, applyCard, quote } = choices;
  const short = lines.some((l) => l.available < l.quantity);
  const ready = chosen && quote.isSuccess && !quote.isPlaceholderData && !short;
  const shownQuote = short ? undefined : quote.data;
  const placeError = place.error && !underAField(place.error) ? place.error : null;
  return (
    <CheckoutSummary
      lines={lines}
      subtotal={subtotal}
      quote={shownQuote}
      updating={quote.isFetching}
      chosen={chosen && !short && !quote.isError}
      note={quoteRefused ? 'Remove the discount code to see the totals without it.' : note}
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
      {storeCredit}
      {short && <ShortStock />}
      {quote.isError &&
        !short &&
        !underAField(quote.error) &&
        (renderError?.(quote.error) ?? <ErrorState message={quote.error.message} onRetry={() => void quote.refetch()} />)}
      {placeError &&
        (renderError?.(placeError) ?? (
          <Alert look="box" className="text-sm" data-testid="checkout-error">
            {placeError.message}
          </Alert>
        ))}
      <Button variant="primary" className="btn-block" disabled={!ready} busy={place.isPending} onClick={onPlace}>
        Place order
      </Button>
      <PayNote quote={shownQuote} />
    </CheckoutSummary>
  );
}
