import { PageMeta } from '../../components/seo/page-meta';
import { GiftCardBalanceForm } from '../../features/gift-cards/components/gift-card-balance-form';

/** /gift-cards (public): type a gift card's code and see what is left on it, until when, and whether it can pay. */
export default function GiftCardsPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <PageMeta
        title="Gift card balance — PartsHub"
        description="Check what is left on a PartsHub gift card and until when it can be used: type its code."
      />
      <header className="mb-8">
        <p className="text-primary text-sm font-semibold tracking-widest uppercase">Gift cards</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Gift card balance</h1>
        <p className="text-base-content/75 mt-3 text-lg">
          Type the code from your gift card or its e-mail to see what is left on it and until when you can use it.
        </p>
      </header>
      <GiftCardBalanceForm />
    </div>
  );
}
