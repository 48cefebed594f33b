import { useState } from 'react';
import { formatPrice } from '../../../../shared/money';
import type { OrderGiftCard } from '../../../../shared/schemas/gift-card';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { MAX_GIFT_CARDS } from '../hooks/use-gift-cards';

interface Props {
  /** The codes applied, in the order typed (as the server compares them: capitals, no dashes). */
  applied: string[];
  /** What each card pays in the quote on screen (none yet: no quote). */
  paying?: OrderGiftCard[];
  currency?: string;
  /** Why the last code was refused (under the field). */
  error?: string;
  checking: boolean;
  /** Resolves true once the code is applied: the field is emptied for the next card. */
  onApply: (code: string) => Promise<boolean>;
  onRemove: (code: string) => void;
}

/** What an applied card pays of the quote on screen: matched by its last four, in order. */
function amountsOf(applied: string[], paying: OrderGiftCard[] | undefined): (number | null | undefined)[] {
  if (!paying) return applied.map(() => undefined);
  const left = [...paying];
  return applied.map((code) => {
    const i = left.findIndex((g) => g.last4 === code.slice(-4));
    return i < 0 ? null : left.splice(i, 1)[0]!.amount;
  });
}

/** One applied card: "Gift card ending ABCD −$20.00" (or why it pays nothing) and Remove. */
function AppliedCard({
  code,
  amount,
  currency,
  onRemove,
}: {
  code: string;
  amount: number | null | undefined;
  currency?: string;
  onRemove: () => void;
}) {
  const last4 = code.slice(-4);
  let pays = 'Applied: the total comes with the shipping option.';
  if (amount === null) pays = 'Not needed: the order is paid without it.';
  return (
    <li className="bg-base-200 rounded-box flex items-center gap-2 py-1.5 ps-3 pe-1.5 text-sm" data-testid="applied-gift-card">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap justify-between gap-x-2">
          <span>
            Gift card ending <span className="font-mono font-semibold">{last4}</span>
          </span>
          {typeof amount === 'number' && (
            <span className="font-semibold whitespace-nowrap">{`\u2212${formatPrice(amount, currency)}`}</span>
          )}
        </p>
        {typeof amount !== 'number' && <p className="text-base-content/70 text-xs">{pays}</p>}
      </div>
      <Button size="xs" variant="ghost" onClick={onRemove} aria-label={`Remove the gift card ending ${last4}`}>
        Remove
      </Button>
    </li>
  );
}

/** The checkout's "Gift cards": type a code and Apply (up to five cards), each applied card with what it pays and Remove; a refusal under the field. */
export function GiftCards({ applied, paying, currency, error, checking, onApply, onRemove }: Props) {
  const [typed, setTyped] = useState('');
  const full = applied.length >= MAX_GIFT_CARDS;
  const amounts = amountsOf(applied, paying);
  return (
    <div className="flex flex-col gap-2" data-testid="gift-cards">
      {!full && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void onApply(typed).then((ok) => ok && setTyped(''));
          }}
        >
          <Field
            label="Gift card code"
            error={error}
            hint={applied.length > 0 ? `Another card? Up to ${MAX_GIFT_CARDS} pay one order.` : undefined}
          >
            {(id, describedBy) => (
              <div className="join w-full">
                <input
                  id={id}
                  name="giftCardCode"
                  className={`input join-item min-w-0 flex-1 font-mono uppercase placeholder:font-sans placeholder:normal-case ${error ? 'input-error' : ''}`}
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                  placeholder="XXXX-XXXX-XXXX-XXXX"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={40}
                />
                <Button type="submit" className="join-item" busy={checking}>
                  Apply<span className="sr-only"> the gift card</span>
                </Button>
              </div>
            )}
          </Field>
        </form>
      )}
      {full && error && <p className="text-error text-sm">{error}</p>}
      {applied.length > 0 && (
        <ul className="flex flex-col gap-1.5" aria-label="Gift cards applied">
          {applied.map((code, i) => (
            <AppliedCard key={code} code={code} amount={amounts[i]} currency={currency} onRemove={() => onRemove(code)} />
          ))}
        </ul>
      )}
    </div>
  );
}
