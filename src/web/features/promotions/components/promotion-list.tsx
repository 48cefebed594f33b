import { formatPrice } from '../../../../shared/money';
import { PROMOTION_STATUS_LABELS, type Promotion } from '../../../../shared/schemas/promotion';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { STATUS_LOOK, promotionConditions, promotionOff, promotionUses, promotionWhen } from '../utils/promotion-text';

/** What a row's buttons do. */
export interface PromotionHandlers {
  onEdit: (p: Promotion) => void;
  onPause: (p: Promotion) => void;
  onEnd: (p: Promotion) => void;
  onUsage: (p: Promotion) => void;
}

function StatusBadge({ promotion }: { promotion: Promotion }) {
  return (
    <span className={`badge badge-sm whitespace-nowrap ${STATUS_LOOK[promotion.status]}`} data-testid="promotion-status">
      {PROMOTION_STATUS_LABELS[promotion.status]}
    </span>
  );
}

function Code({ promotion }: { promotion: Promotion }) {
  return promotion.code ? (
    <code className="font-mono break-all">{promotion.code}</code>
  ) : (
    <span className="badge badge-outline badge-sm">Automatic</span>
  );
}

function Conditions({ promotion }: { promotion: Promotion }) {
  const conditions = promotionConditions(promotion);
  return (
    <span className="flex flex-col gap-0.5 text-sm">
      <span>{conditions.length > 0 ? conditions.join(' · ') : 'Every order'}</span>
      <span className="text-base-content/70 text-xs">{promotionWhen(promotion)}</span>
    </span>
  );
}

/** Edit, Pause or Resume, Usage and End (an ended promotion keeps Usage only). */
function Actions({ promotion: p, onEdit, onPause, onEnd, onUsage }: PromotionHandlers & { promotion: Promotion }) {
  const over = p.status === 'ended';
  return (
    <div className="flex flex-wrap gap-1">
      {!over && (
        <Button size="responsive" onClick={() => onEdit(p)} aria-label={`Edit ${p.label}`}>
          Edit
        </Button>
      )}
      {!over && (
        <Button size="responsive" onClick={() => onPause(p)} aria-label={`${p.paused ? 'Resume' : 'Pause'} ${p.label}`}>
          {p.paused ? 'Resume' : 'Pause'}
        </Button>
      )}
      <Button size="responsive" onClick={() => onUsage(p)} aria-label={`Usage of ${p.label}`}>
        Usage
      </Button>
      {!over && (
        <Button size="responsive" outline variant="error" onClick={() => onEnd(p)} aria-label={`End ${p.label}`}>
          End
        </Button>
      )}
    </div>
  );
}

const money = (p: Promotion) => `${formatPrice(p.revenue)} · ${formatPrice(p.discountTotal)} off`;

/** Small screens: one card per promotion. */
function PromotionCard(props: PromotionHandlers & { promotion: Promotion }) {
  const { promotion: p } = props;
  const facts: [string, React.ReactNode][] = [
    ['Code', <Code promotion={p} />],
    ['Takes off', promotionOff(p)],
    ['Applies to', <Conditions promotion={p} />],
    ['Uses', promotionUses(p)],
    ['Revenue', money(p)],
  ];
  return (
    <li className="card card-border bg-base-100" data-testid="promotion-card">
      <div className="card-body gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 font-semibold break-words">{p.label}</h3>
          <StatusBadge promotion={p} />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-base-content/70">{term}</dt>
              <dd className="min-w-0">{value}</dd>
            </div>
          ))}
        </dl>
        <Actions {...props} />
      </div>
    </li>
  );
}

/** The promotions: a table from 1280 px (xl), cards below it. */
export function PromotionList({ promotions, ...handlers }: PromotionHandlers & { promotions: Promotion[] }) {
  const columns: DataTableColumn<Promotion>[] = [
    {
      key: 'label',
      header: 'Promotion',
      rowHeader: true,
      cellClassName: 'min-w-40 max-w-56',
      cell: (p) => (
        <span className="flex flex-col items-start gap-1">
          <span className="font-semibold break-words">{p.label}</span>
          <span className="text-sm font-normal">
            <Code promotion={p} />
          </span>
        </span>
      ),
    },
    { key: 'off', header: 'Takes off', cellClassName: 'whitespace-nowrap', cell: promotionOff },
    { key: 'conditions', header: 'Applies to', cellClassName: 'min-w-48', cell: (p) => <Conditions promotion={p} /> },
    {
      key: 'status',
      header: 'Status · uses',
      cell: (p) => (
        <span className="flex flex-col items-start gap-1 whitespace-nowrap">
          <StatusBadge promotion={p} />
          <span className="text-sm">{promotionUses(p)}</span>
        </span>
      ),
    },
    {
      key: 'money',
      header: 'Revenue · discount',
      cellClassName: 'whitespace-nowrap',
      cell: (p) => (
        <span className="flex flex-col">
          <span>{formatPrice(p.revenue)}</span>
          <span className="text-base-content/70 text-xs">{formatPrice(p.discountTotal)} off</span>
        </span>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      cellClassName: 'w-44',
      cell: (p) => <Actions promotion={p} {...handlers} />,
    },
  ];
  return (
    <>
      <DataTable caption="Promotions" columns={columns} rows={promotions} rowKey={(p) => p._id} rowTestId="promotion-row" from="xl" />
      <ul className="grid gap-3 md:grid-cols-2 xl:hidden" aria-label="Promotions">
        {promotions.map((p) => (
          <PromotionCard key={p._id} promotion={p} {...handlers} />
        ))}
      </ul>
    </>
  );
}
