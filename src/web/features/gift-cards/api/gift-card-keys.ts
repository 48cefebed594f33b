/** The gift cards' query keys: every list page and every card's ledger is under `all`, so an issue refreshes them all. */
export const giftCardKeys = {
  all: ['admin', 'gift-cards'] as const,
};
