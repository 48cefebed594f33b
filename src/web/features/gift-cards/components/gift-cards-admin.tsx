import { useEffect, useState } from 'react';
import type { AdminGiftCard, IssuedGiftCard } from '../../../../shared/schemas/gift-card';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Pager } from '../../../components/ui/pager';
import { SearchBox } from '../../../components/ui/search-box';
import { Skeleton } from '../../../components/ui/skeleton';
import type { PagedFilterChange } from '../../../hooks/use-paged-filter-params';
import { GIFT_CARDS_PAGE_SIZE, useGiftCards } from '../api/get-gift-cards';
import { useGiftCardsParams, type GiftCardsParams } from '../hooks/use-gift-cards-params';
import { GiftCardLedgerDialog } from './gift-card-ledger';
import { GiftCardList } from './gift-card-list';
import { IssueGiftCardForm } from './issue-gift-card-form';
import { IssuedCode } from './issued-code';

const NOUN = ['gift card', 'gift cards'] as const;

interface ResultsProps {
  params: GiftCardsParams;
  setParams: (change: PagedFilterChange<'q', string>) => void;
  onOpen: (card: AdminGiftCard) => void;
}

/** One page of the cards, newest first, the count and the pager. */
function GiftCardResults({ params, setParams, onOpen }: ResultsProps) {
  const cards = useGiftCards({ q: params.q, page: params.page, limit: GIFT_CARDS_PAGE_SIZE });
  // A page past the last one (a stale link): show the last page.
  const data = cards.isPlaceholderData ? undefined : cards.data;
  useEffect(() => {
    if (data && data.items.length === 0 && data.page > 1) setParams({ page: Math.max(1, Math.ceil(data.total / data.limit)) });
  }, [data, setParams]);

  if (cards.isPending) return <Skeleton className="h-48 w-full" />;
  if (cards.isError && !cards.data) return <ErrorState message={cards.error.message} onRetry={() => void cards.refetch()} />;
  const { items, total, limit } = cards.data;
  const count = params.q
    ? `${total} ${total === 1 ? 'gift card matches' : 'gift cards match'} “${params.q}”.`
    : `${total} ${total === 1 ? 'gift card' : 'gift cards'}, newest first.`;
  return (
    <>
      <p role="status" aria-live="polite" className="text-base-content/70 text-sm" data-testid="gift-cards-count">
        {cards.isPlaceholderData ? 'Loading…' : count}
      </p>
      {items.length === 0 ? (
        <EmptyState>
          {params.q ? `No gift card matches “${params.q}”.` : 'No gift cards yet: issue one, or sell gift card products.'}{' '}
          {params.q && (
            <button type="button" className="link link-primary" onClick={() => setParams({ q: undefined })}>
              Show all gift cards
            </button>
          )}
        </EmptyState>
      ) : (
        <div aria-busy={cards.isPlaceholderData} className={`transition-opacity ${cards.isPlaceholderData ? 'opacity-60' : ''}`}>
          <GiftCardList cards={items} onOpen={onOpen} />
          <Pager
            page={params.page}
            limit={limit}
            total={total}
            onPage={(page) => setParams({ page })}
            noun={NOUN}
            testId="gift-cards-range"
          />
        </div>
      )}
    </>
  );
}

/**
 * Gift cards (giftcards:issue): Issue gift card in a dialog, then its code shown this once on the
 * page; every card searched and paged on the server (search and page in the address); a card's ledger in a dialog.
 */
export function GiftCardsAdmin() {
  const [params, setParams] = useGiftCardsParams();
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<IssuedGiftCard | null>(null);
  const [open, setOpen] = useState<AdminGiftCard | null>(null);
  const close = () => setIssuing(false);

  return (
    <div className="flex flex-col gap-4">
      {issued && <IssuedCode key={issued._id} card={issued} onDone={() => setIssued(null)} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full sm:max-w-sm" role="search">
          <SearchBox
            label="Search gift cards"
            value={params.q ?? ''}
            onSearch={(q) => setParams({ q: q || undefined })}
            placeholder="Last characters of the code, or an e-mail"
            spellCheck={false}
          />
        </div>
        <Button variant="primary" size="sm" className="self-start sm:self-end" onClick={() => setIssuing(true)}>
          Issue gift card
        </Button>
      </div>
      <GiftCardResults params={params} setParams={setParams} onOpen={setOpen} />
      <FormDialog title={issuing ? 'Issue a gift card' : null} onClose={close}>
        <IssueGiftCardForm
          onIssued={(card) => {
            close();
            setIssued(card);
          }}
          onCancel={close}
        />
      </FormDialog>
      <GiftCardLedgerDialog card={open} onClose={() => setOpen(null)} />
    </div>
  );
}
