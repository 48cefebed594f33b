import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatGiftCardCode, giftCardCodeSchema } from '../../../../shared/schemas/gift-card';
import { ApiError } from '../../../lib/api-client';
import { getCheckoutQuoteQueryOptions, type QuoteDelivery } from '../api/get-checkout-quote';

/** At most this many gift cards pay one order (the server's rule, `giftCardCodesSchema`). */
export const MAX_GIFT_CARDS = 5;

/** The server's refusal of a gift card (409 `GIFT_CARD`: no such code, expired, disabled, used up, or its balance just changed). */
export const isGiftCardError = (error: unknown): error is ApiError => error instanceof ApiError && error.code === 'GIFT_CARD';

/** The server's word that the store credit changed between the quote and placing the order (409 `STORE_CREDIT`). */
export const isStoreCreditError = (error: unknown): error is ApiError => error instanceof ApiError && error.code === 'STORE_CREDIT';

/** The applied code a refusal names: by its whole code ("No gift card has the code KQ7M-…") or its last four ("ending 2WNC"). */
export const refusedCode = (codes: readonly string[], message: string): string | undefined =>
  codes.find((c) => message.includes(formatGiftCardCode(c))) ?? codes.find((c) => message.includes(`ending ${c.slice(-4)}`));

/** The code as typed, checked by the shared rule: the code as the server compares it, or why it is not one. */
function checkTyped(typed: string, applied: readonly string[]): { code: string } | { error: string } {
  if (!typed.trim()) return { error: 'Type a gift card code first.' };
  const parsed = giftCardCodeSchema.safeParse(typed);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'That is not a gift card code.' };
  if (applied.includes(parsed.data)) return { error: `The gift card ending ${parsed.data.slice(-4)} is already applied.` };
  if (applied.length >= MAX_GIFT_CARDS) return { error: `At most ${MAX_GIFT_CARDS} gift cards pay one order.` };
  return { code: parsed.data };
}

/**
 * The checkout's gift cards, in the order typed: Apply asks the server for a quote of `delivery`
 * (the rest of the checkout as it stands) with the new code added, once a shipping option is chosen
 * (before, the code waits for the first quote), and keeps it only when the card can pay; the
 * refusal's message stays under the field. `refused` takes a later refusal (a quote or "Place
 * order" answered 409 `GIFT_CARD`): the card it names goes.
 */
export function useGiftCards(basket: string) {
  const queryClient = useQueryClient();
  const [applied, setApplied] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);

  /** True once the code is applied (the field may be emptied). */
  const apply = async (typed: string, delivery: Omit<QuoteDelivery, 'giftCardCodes'> | null): Promise<boolean> => {
    setError(undefined);
    const checked = checkTyped(typed, applied);
    if ('error' in checked) {
      setError(checked.error);
      return false;
    }
    const next = [...applied, checked.code];
    if (!delivery) {
      setApplied(next);
      return true;
    }
    setChecking(true);
    try {
      await queryClient.fetchQuery(getCheckoutQuoteQueryOptions({ ...delivery, giftCardCodes: next }, basket));
      setApplied(next);
      return true;
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The gift card could not be checked. Please try again.');
      return false;
    } finally {
      setChecking(false);
    }
  };
  const remove = (code: string) => {
    setApplied((codes) => codes.filter((c) => c !== code));
    setError(undefined);
  };
  const refused = (err: ApiError) => {
    const bad = refusedCode(applied, err.message);
    if (bad) setApplied((codes) => codes.filter((c) => c !== bad));
    setError(err.message);
  };
  return { applied, error, checking, apply, remove, refused };
}
