import { PART_NUMBER_KIND_LABELS } from '../../../entities/laptop/model/part-numbers';
import type { Order, PackingSlip as PackingSlipData } from '../../../../shared/schemas/order';
import { formatOrderDate } from './order-status-badge';
import { AddressText } from '../../../entities/order/components/address-text';
import { unitsOf, unitsText } from '../utils/order-units';

const CELL = 'border-base-300 border-b px-2 py-2 text-left align-top print:border-black';

type SlipPart = PackingSlipData['lines'][number];

/** A line's part numbers, each with its kind ("FRU 01YU100"). */
function PartNumbers({ part }: { part: SlipPart | undefined }) {
  if (!part || part.partNumbers.length === 0) return null;
  return (
    <ul aria-label="Part numbers">
      {part.partNumbers.map((p) => (
        <li key={`${p.kind}:${p.number}`} className="break-all">
          <span className="text-xs">{PART_NUMBER_KIND_LABELS[p.kind]}</span> <span className="font-mono">{p.number}</span>
        </li>
      ))}
    </ul>
  );
}

function SlipLines({ order, parts }: { order: Order; parts: Map<string, SlipPart> }) {
  return (
    <table className="w-full border-collapse text-sm" data-testid="packing-slip-lines">
      <caption className="sr-only">Parts to pack</caption>
      <thead>
        <tr>
          <th scope="col" className={`${CELL} w-16 text-right`}>
            Qty
          </th>
          <th scope="col" className={CELL}>
            Part
          </th>
          <th scope="col" className={CELL}>
            SKU and part numbers
          </th>
          <th scope="col" className={`${CELL} w-16 text-center`}>
            Packed
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.productId}>
            <td className={`${CELL} text-right text-base font-bold`}>{line.quantity}</td>
            <td className={`${CELL} break-words`}>{line.name}</td>
            <td className={`${CELL} text-sm`}>
              <p className="font-mono font-semibold break-all" data-testid="packing-slip-sku">
                {parts.get(line.productId)?.sku ?? '—'}
              </p>
              <PartNumbers part={parts.get(line.productId)} />
            </td>
            <td className={`${CELL} text-center`}>
              <span className="inline-block h-4 w-4 border border-current" aria-hidden="true" />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td className="px-2 py-2 text-right font-bold">{unitsOf(order)}</td>
          <td colSpan={3} className="px-2 py-2">
            {unitsText(unitsOf(order))} in {order.lines.length} {order.lines.length === 1 ? 'line' : 'lines'}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** A packing slip: what to pack (each part's SKU and part numbers) and where it goes, laid out to print black on white. */
export function PackingSlip({ slip }: { slip: PackingSlipData }) {
  const { order } = slip;
  const parts = new Map(slip.lines.map((l) => [l.productId, l]));
  return (
    <article className="bg-base-100 rounded-box border-base-300 flex flex-col gap-6 border p-4 sm:p-6 print:border-0 print:bg-white print:p-0 print:text-black">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-xl font-bold">PartsHub</p>
          <h1 className="text-2xl font-bold">Packing slip</h1>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-3 text-sm">
          <dt className="font-semibold">Order</dt>
          <dd className="font-mono" data-testid="packing-slip-number">
            {order.orderNumber}
          </dd>
          <dt className="font-semibold">Date</dt>
          <dd>{formatOrderDate(order.createdAt)}</dd>
          <dt className="font-semibold">Shipping</dt>
          <dd>{order.shippingOption?.name ?? 'Not chosen yet'}</dd>
        </dl>
      </header>
      <section aria-labelledby="ship-to-title">
        <h2 id="ship-to-title" className="mb-1 text-sm font-semibold tracking-wide uppercase">
          Ship to
        </h2>
        {order.shippingAddress ? (
          <AddressText address={order.shippingAddress} className="text-base" testId="shipping-address" />
        ) : (
          <p className="text-sm">No delivery address yet: the customer adds it before paying.</p>
        )}
      </section>
      <SlipLines order={order} parts={parts} />
    </article>
  );
}
