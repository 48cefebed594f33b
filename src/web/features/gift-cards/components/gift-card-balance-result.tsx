import { Link } from 'react-router';
import { formatPrice } from '../../../../shared/money';
import type { GiftCardBalance } from '../../../../shared/schemas/gift-card';
import { paths } from '../../../config/paths';
import { formatUtcDay } from '../../../lib/dates';

type CardState = 'usable' | 'expired' | 'empty' | 'disabled';

// Whole class names, so Tailwind finds every one in this file.
const STATES: Record<CardState, { label: string; badge: string }> = {
  usable: { label: 'Can be used', badge: 'badge-success' },
  expired: { label: 'Expired', badge: 'badge-error' },
  empty: { label: 'Used up', badge: 'badge-neutral' },
  disabled: { label: 'Can no longer be used', badge: 'badge-error' },
};

/** Why a card cannot pay, from what the server answers: past its date, nothing left, or stopped by the shop. */
function stateOf(card: GiftCardBalance): CardState {
  if (card.usable) return 'usable';
  if (card.expiresAt && new Date(card.expiresAt).getTime() <= Date.now()) return 'expired';
  if (card.balance <= 0) return 'empty';
  return 'disabled';
}

/** What the customer can do with it now. */
function Advice({ card, state }: { card: GiftCardBalance; state: CardState }) {
  if (state === 'usable') {
    return (
      <p className="text-sm">
        Type its code under <strong>Gift card code</strong> at checkout: it pays first, and the card pays the rest.{' '}
        <Link to={paths.cart.getHref()} className="link link-primary">
          Go to your cart
        </Link>
      </p>
    );
  }
  if (state === 'expired') return <p className="text-sm">It expired on {formatUtcDay(card.expiresAt!)}, so it can no longer pay.</p>;
  if (state === 'empty') return <p className="text-sm">Everything on it has been spent.</p>;
  return <p className="text-sm">The shop stopped this card. Contact us if you think this is a mistake.</p>;
}

/** A card's balance, currency, expiry and whether it can be used, as the balance page shows them. */
export function GiftCardBalanceResult({ balance: card }: { balance: GiftCardBalance }) {
  const state = stateOf(card);
  return (
    <section aria-labelledby="gift-card-result-title" className="card card-border bg-base-100" data-testid="gift-card-balance">
      <div className="card-body gap-3 max-sm:p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="gift-card-result-title" className="card-title text-lg">
            Gift card ending <span className="font-mono">{card.last4}</span>
          </h2>
          <span className={`badge ${STATES[state].badge}`} data-testid="gift-card-state">
            {STATES[state].label}
          </span>
        </div>
        <p className="text-3xl font-bold tracking-tight" data-testid="gift-card-amount">
          {formatPrice(card.balance, card.currency)}
          <span className="text-base-content/70 ms-2 text-base font-normal">left</span>
        </p>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="text-base-content/70">Currency</dt>
          <dd data-testid="gift-card-currency">{card.currency.toUpperCase()}</dd>
          <dt className="text-base-content/70">{state === 'expired' ? 'Expired' : 'Use by'}</dt>
          <dd data-testid="gift-card-expiry">{card.expiresAt ? formatUtcDay(card.expiresAt) : 'No end date'}</dd>
        </dl>
        <Advice card={card} state={state} />
      </div>
    </section>
  );
}
