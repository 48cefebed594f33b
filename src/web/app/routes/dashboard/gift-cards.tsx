import { GiftCardsAdmin } from '../../../features/gift-cards/components/gift-cards-admin';

/** Gift cards (staff with giftcards:issue): issue one (its code shown once), find cards, and read a card's ledger. */
export default function GiftCardsPage() {
  return (
    <section aria-labelledby="gift-cards-title" className="max-w-7xl">
      <h1 id="gift-cards-title" className="text-2xl font-bold">
        Gift cards
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">
        Cards the shop issued and cards customers bought. Shoppers pay with them at checkout; refunds can go back onto them. A card's code
        is never stored, only its last four characters: search by those, or by the recipient's e-mail.
      </p>
      <GiftCardsAdmin />
    </section>
  );
}
