import { describe, expect, it } from 'vitest';
import { refundDestinations } from '../../../entities/order/model/refund-destination';
import { refusedCode } from '../hooks/use-gift-cards';
import { paidWithoutCard, tendersText } from './tenders';

describe('what paid an order besides the card', () => {
  it('names the store credit first, then the gift cards by their last four', () => {
    expect(tendersText({ storeCredit: 0, giftCards: [] })).toBe('');
    expect(tendersText({ storeCredit: 5, giftCards: [] })).toBe('store credit');
    expect(tendersText({ storeCredit: 0, giftCards: [{ last4: 'ABCD', amount: 3 }] })).toBe('gift card ending ABCD');
    expect(
      tendersText({
        storeCredit: 2,
        giftCards: [
          { last4: 'ABCD', amount: 3 },
          { last4: 'WXYZ', amount: 1 },
        ],
      }),
    ).toBe('store credit and gift cards ending ABCD and WXYZ');
  });

  it('calls an order paid without a card only once it is paid with nothing left for the card', () => {
    expect(paidWithoutCard({ paid: true, amountDue: 0 })).toBe(true);
    expect(paidWithoutCard({ paid: false, amountDue: 0 })).toBe(false);
    expect(paidWithoutCard({ paid: true, amountDue: 4.5 })).toBe(false);
  });
});

describe('where a refund went', () => {
  it('says each part in words, the card first', () => {
    expect(refundDestinations({ toCard: 20, toGiftCards: [], toStoreCredit: 0 })).toBe('$20.00 to your card');
    expect(refundDestinations({ toCard: 20, toGiftCards: [{ last4: 'ABCD', amount: 10 }], toStoreCredit: 5 })).toBe(
      '$20.00 to your card, $10.00 back on gift card ending ABCD and $5.00 as store credit',
    );
    expect(refundDestinations({ toCard: 0, toGiftCards: [], toStoreCredit: 0 })).toBe('');
  });
});

describe('the gift card a refusal names', () => {
  const codes = ['KQ7M4TZPX9HB2WNC', 'ABCDEFGHJKMNPQRS'];
  it('finds it by its whole code or by its last four', () => {
    expect(refusedCode(codes, 'No gift card has the code ABCD-EFGH-JKMN-PQRS.')).toBe('ABCDEFGHJKMNPQRS');
    expect(refusedCode(codes, 'The gift card ending 2WNC has nothing left on it.')).toBe('KQ7M4TZPX9HB2WNC');
    expect(refusedCode(codes, 'A balance in your total has just changed.')).toBeUndefined();
  });
});
