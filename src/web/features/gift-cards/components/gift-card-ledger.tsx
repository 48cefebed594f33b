import { formatPrice } from '../../../../shared/money';
import type { AdminGiftCard, GiftCardDetail, GiftCardEntry } from '../../../../shared/schemas/gift-card';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Email } from '../../../components/ui/email';
import { ErrorState } from '../../../components/ui/error-state';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/dates';
import { useGiftCard } from '../api/get-gift-card';
import { ENTRY_LABELS, expiryText } from '../utils/gift-card-text';
import { OrderNumber, StateBadge } from './gift-card-list';

/** "+$50.00" put on the card, "−$20.00" taken off (a true minus sign: formatPrice's hyphen reads as a dash). */
const signed = (amount: number) => `${amount < 0 ? '\u2212' : '+'}${formatPrice(Math.abs(amount))}`;

const orderOf = (e: { orderNumber: string | null }) => (e.orderNumber ? <OrderNumber orderNumber={e.orderNumber} /> : null);

const columns: DataTableColumn<GiftCardEntry>[] = [
  { key: 'at', header: 'Date', cellClassName: 'whitespace-nowrap', cell: (e) => formatDateTime(e.createdAt) },
  { key: 'kind', header: 'What', rowHeader: true, cellClassName: 'font-normal', cell: (e) => ENTRY_LABELS[e.kind] },
  { key: 'order', header: 'Order', cell: (e) => orderOf(e) ?? <span className="text-base-content/70">—</span> },
  {
    key: 'amount',
    header: 'Amount',
    headerClassName: 'text-right',
    cellClassName: 'whitespace-nowrap text-right tabular-nums font-semibold',
    cell: (e) => signed(e.amount),
  },
];

/** Below 768 px: one line per entry instead of the table. */
function EntryList({ entries, label }: { entries: GiftCardEntry[]; label: string }) {
  return (
    <ol className="divide-base-300 border-base-300 rounded-box divide-y border md:hidden" aria-label={label}>
      {entries.map((e) => (
        <li key={e._id} className="flex flex-col gap-0.5 p-3 text-sm" data-testid="gift-card-entry-item">
          <span className="flex flex-wrap justify-between gap-x-3">
            <span className="font-medium">{ENTRY_LABELS[e.kind]}</span>
            <span className="font-semibold tabular-nums">{signed(e.amount)}</span>
          </span>
          <span className="text-base-content/70 flex flex-wrap gap-x-3 text-xs">
            {formatDateTime(e.createdAt)}
            {orderOf(e)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The card in brief: what is left, what it was issued for, until when, for whom. */
function Facts({ card }: { card: GiftCardDetail }) {
  const facts: [string, React.ReactNode][] = [
    ['Balance', <strong data-testid="ledger-balance">{formatPrice(card.balance)}</strong>],
    ['Issued for', formatPrice(card.initialAmount)],
    ['Expires', expiryText(card.expiresAt)],
    ['Recipient', card.recipientEmail ? <Email value={card.recipientEmail} /> : '—'],
    ['Source', card.source === 'admin' ? 'Issued by the shop' : card.orderNumber ? <>Sold with order {orderOf(card)}</> : 'Sold'],
  ];
  return (
    <dl className="bg-base-200 rounded-box grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 p-3 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-base-content/70">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
      <dt className="text-base-content/70">Status</dt>
      <dd>
        <StateBadge card={card} />
      </dd>
    </dl>
  );
}

function LedgerBody({ card }: { card: AdminGiftCard }) {
  const detail = useGiftCard(card._id);
  if (detail.isPending) return <Skeleton className="h-40 w-full" />;
  if (detail.isError) return <ErrorState message={detail.error.message} onRetry={() => void detail.refetch()} />;
  const label = `Ledger of the card ending ${card.last4}, oldest first`;
  return (
    <div className="flex flex-col gap-3" data-testid="gift-card-ledger">
      <Facts card={detail.data} />
      <h3 className="text-base-content/70 text-xs font-semibold tracking-wide uppercase">Ledger</h3>
      <EntryList entries={detail.data.entries} label={label} />
      <DataTable
        caption={label}
        from="md"
        columns={columns}
        rows={detail.data.entries}
        rowKey={(e) => e._id}
        rowTestId="gift-card-entry"
        size="sm"
        empty="Nothing on its ledger yet."
      />
    </div>
  );
}

/** A gift card's ledger: what was put on it and taken off, with the orders it paid (its balance is their sum). */
export function GiftCardLedgerDialog({ card, onClose }: { card: AdminGiftCard | null; onClose: () => void }) {
  return (
    <Modal
      open={card !== null}
      title={card ? `Gift card ending ${card.last4}` : ''}
      onClose={onClose}
      width="2xl"
      actions={<Button onClick={onClose}>Close</Button>}
    >
      {card && <LedgerBody card={card} />}
    </Modal>
  );
}
