import { Link } from 'react-router';
import { formatPrice } from '../../../../shared/money';
import type { AdminGiftCard } from '../../../../shared/schemas/gift-card';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Email } from '../../../components/ui/email';
import { paths } from '../../../config/paths';
import { useAccess } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/dates';
import { expiryText, giftCardState, STATE_LOOK } from '../utils/gift-card-text';

type OnOpen = (card: AdminGiftCard) => void;

/** "•••• ABCD": the code's last four (the only part staff ever see again). */
export function LastFour({ card }: { card: Pick<AdminGiftCard, 'last4'> }) {
  return (
    <span className="font-mono whitespace-nowrap">
      <span aria-hidden="true">•••• </span>
      <span className="sr-only">ending </span>
      {card.last4}
    </span>
  );
}

export function StateBadge({ card }: { card: AdminGiftCard }) {
  const look = STATE_LOOK[giftCardState(card)];
  return (
    <span className={`badge badge-sm whitespace-nowrap ${look.className}`} data-testid="gift-card-state">
      {look.label}
    </span>
  );
}

/** An order's number, linked to it in Manage Order for those who may open it (orders:read). */
export function OrderNumber({ orderNumber }: { orderNumber: string }) {
  const { can } = useAccess();
  if (!can('orders:read')) return <span className="font-mono">{orderNumber}</span>;
  return (
    <Link to={paths.dashboard.manageOrder.getHref(orderNumber)} className="link font-mono whitespace-nowrap">
      {orderNumber}
    </Link>
  );
}

/** Issued by staff, or sold with an order (its number). */
function Source({ card }: { card: AdminGiftCard }) {
  if (card.source === 'admin') return <>Issued</>;
  return (
    <span className="whitespace-nowrap">
      Sold
      {card.orderNumber && (
        <>
          {' '}
          · <OrderNumber orderNumber={card.orderNumber} />
        </>
      )}
    </span>
  );
}

const recipient = (c: AdminGiftCard) =>
  c.recipientEmail ? <Email value={c.recipientEmail} /> : <span className="text-base-content/70">—</span>;

function LedgerButton({ card, onOpen }: { card: AdminGiftCard; onOpen: OnOpen }) {
  return (
    <Button size="responsive" onClick={() => onOpen(card)}>
      Ledger<span className="sr-only"> of the card ending {card.last4}</span>
    </Button>
  );
}

/** Small screens: one card per gift card. */
function GiftCardItem({ card: c, onOpen }: { card: AdminGiftCard; onOpen: OnOpen }) {
  const facts: [string, React.ReactNode][] = [
    ['Balance', <strong>{formatPrice(c.balance)}</strong>],
    ['Issued for', formatPrice(c.initialAmount)],
    ['Expires', expiryText(c.expiresAt)],
    ['Recipient', recipient(c)],
    ['Source', <Source card={c} />],
    ['Created', formatDateTime(c.createdAt)],
  ];
  return (
    <li className="card card-border bg-base-100" data-testid="gift-card-card">
      <div className="card-body gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold">
            <LastFour card={c} />
          </h3>
          <StateBadge card={c} />
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-base-content/70">{term}</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <LedgerButton card={c} onOpen={onOpen} />
      </div>
    </li>
  );
}

const money = 'whitespace-nowrap text-right tabular-nums';

function columnsFor(onOpen: OnOpen): DataTableColumn<AdminGiftCard>[] {
  return [
    { key: 'card', header: 'Card', rowHeader: true, cell: (c) => <LastFour card={c} /> },
    {
      key: 'initial',
      header: 'Issued for',
      headerClassName: 'text-right',
      cellClassName: money,
      cell: (c) => formatPrice(c.initialAmount),
    },
    {
      key: 'balance',
      header: 'Balance',
      headerClassName: 'text-right',
      cellClassName: `${money} font-semibold`,
      cell: (c) => formatPrice(c.balance),
    },
    { key: 'status', header: 'Status', cell: (c) => <StateBadge card={c} /> },
    { key: 'expires', header: 'Expires', cellClassName: 'whitespace-nowrap', cell: (c) => expiryText(c.expiresAt) },
    { key: 'recipient', header: 'Recipient', cellClassName: 'max-w-56 break-words', cell: recipient },
    { key: 'source', header: 'Source', cell: (c) => <Source card={c} /> },
    { key: 'created', header: 'Created', cellClassName: 'whitespace-nowrap', cell: (c) => formatDateTime(c.createdAt) },
    { key: 'actions', header: 'Actions', hideHeader: true, cell: (c) => <LedgerButton card={c} onOpen={onOpen} /> },
  ];
}

/** The gift cards of one page: a table from 1280 px (beside the dashboard menu), cards below it. */
export function GiftCardList({ cards, onOpen }: { cards: AdminGiftCard[]; onOpen: OnOpen }) {
  return (
    <>
      <DataTable
        caption="Gift cards, newest first"
        columns={columnsFor(onOpen)}
        rows={cards}
        rowKey={(c) => c._id}
        rowTestId="gift-card-row"
        size="sm"
        from="xl"
      />
      <ul className="grid gap-3 md:grid-cols-2 xl:hidden" aria-label="Gift cards, newest first">
        {cards.map((c) => (
          <GiftCardItem key={c._id} card={c} onOpen={onOpen} />
        ))}
      </ul>
    </>
  );
}
