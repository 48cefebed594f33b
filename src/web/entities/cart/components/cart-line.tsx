import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { toCents, toDollars } from '../../../../shared/money';
import { CART_MAX_QUANTITY } from '../../../../shared/constants';
import { QuantityStepper } from './quantity-stepper';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import type { CartLine as Line } from '../model/use-cart';
import { Price, SaleNote } from '../../../components/ui/price';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { LineFitBadge } from '../../laptop/components/fit-badge';

const PLACEHOLDER = '/images/placeholder-product.svg';

/** A line asking for more than the shop holds: it blocks the checkout until it is lowered or removed. */
export const isShort = (line: Line) => !line.loading && line.available < line.quantity;

function StockAlert({ line }: { line: Line }) {
  if (!isShort(line)) return null;
  return (
    <Alert className="font-semibold" data-testid="stock-alert">
      {line.available === 0 ? 'Sold out: remove it to check out.' : `Only ${line.available} left: lower the quantity to check out.`}
    </Alert>
  );
}

function RemoveButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <Button variant="ghost" size="sm" className="text-error gap-1 px-2" onClick={onRemove} aria-label={`Remove ${name}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2}>
        <path strokeLinecap="round" d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
      </svg>
      <span aria-hidden="true">Remove</span>
    </Button>
  );
}

export function CartLineSkeleton() {
  return (
    <li className="border-base-300 flex gap-3 border-b py-4" aria-hidden="true">
      <Skeleton className="h-16 w-16 shrink-0 sm:h-20 sm:w-20" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-36" />
      </div>
    </li>
  );
}

interface Props {
  line: Line;
  onUpdate: (productId: string, quantity: number) => Promise<void>;
  onRemove: (productId: string) => Promise<void>;
}

/** One cart line: image, name (to the product page), unit price (a sale's beside the regular one), quantity stepper, line total and remove. */
export function CartLine({ line, onUpdate, onRemove }: Props) {
  const [busy, setBusy] = useState(false);
  if (line.loading) return <CartLineSkeleton />;
  const run = async (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'We could not change your cart.');
    } finally {
      setBusy(false);
    }
  };
  const sale = line.salePrice !== undefined && line.promotion ? { price: line.salePrice, ...line.promotion } : null;
  const max = Math.min(Math.max(line.available, 1), CART_MAX_QUANTITY);
  return (
    <li className="border-base-300 flex gap-3 border-b py-4 sm:gap-4" data-testid="cart-line" aria-busy={busy || undefined}>
      <img
        src={line.img || PLACEHOLDER}
        alt=""
        width={80}
        height={80}
        className="bg-base-200 h-16 w-16 shrink-0 rounded-lg object-cover sm:h-20 sm:w-20"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:gap-4">
        <div className="min-w-0 flex-1">
          <Link to={paths.productDetail.getHref(line.productId)} className="link link-hover font-semibold break-words">
            {line.name}
          </Link>
          <p className="text-base-content/70 text-sm">
            <Price price={sale?.price ?? line.unitCost} regular={line.unitCost} /> each
          </p>
          {sale && <SaleNote promotion={sale} className="mt-1" />}
          <LineFitBadge laptop={line.laptop} fit={line.fit} className="mt-1" />
          <StockAlert line={line} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:flex-col sm:items-end">
          <QuantityStepper
            name={line.name}
            value={line.quantity}
            max={max}
            size="sm"
            disabled={line.available === 0}
            onChange={(quantity) => void run(() => onUpdate(line.productId, quantity))}
          />
          <p className="font-bold" data-testid="line-total">
            <span className="sr-only">Line total: </span>
            <Price price={sale ? toDollars(toCents(sale.price) * line.quantity) : line.lineTotal} regular={line.lineTotal} />
          </p>
        </div>
        <div className="sm:self-start">
          <RemoveButton name={line.name} onRemove={() => void run(() => onRemove(line.productId))} />
        </div>
      </div>
    </li>
  );
}
