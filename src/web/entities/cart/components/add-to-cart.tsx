import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { CART_MAX_QUANTITY } from '../../../../shared/constants';
import { paths } from '../../../config/paths';
import { getCartProductQueryOptions } from '../api/cart-api';
import { useCartActions } from '../model/use-cart';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { fitFromModels } from '../../laptop/model/fit';
import { useSelectedLaptop } from '../../laptop/model/use-selected-laptop';
import { QuantityStepper } from './quantity-stepper';

interface Props {
  productId: string;
  name: string;
  /** Units in stock; left out, it is read from the catalog (the best-seller carousel does not know it). */
  stock?: number;
  /** `card`: compact, for product cards and the carousel (stacked under 640 px); `detail`: the product page, with a visible label. */
  variant?: 'card' | 'detail';
  /** The id of the element naming the part, so "Add to cart" says which part (as the card's "Buy Now" does). */
  describedBy?: string;
  /** The laptop models the part fits (the product's compatibleModels); left out, they are read with the stock. */
  compatibleModels?: readonly string[];
}

function AddedToast({ quantity, name }: { quantity: number; name: string }) {
  return (
    <span>
      Added to cart: {quantity} × {name}.{' '}
      <Link to={paths.cart.getHref()} className="link font-semibold whitespace-nowrap">
        View cart
      </Link>
    </span>
  );
}

/** Whether the part is known not to fit the shopper's laptop (from the models it fits), and the laptop's label. */
function useNoFit(models: readonly string[] | undefined) {
  const { laptop, label } = useSelectedLaptop();
  return { noFit: Boolean(laptop && models && fitFromModels(models, laptop) === 'no-fit'), label };
}

interface NoFitConfirmProps {
  open: boolean;
  label: string | null;
  name: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** "This part does not fit your ThinkPad T480": a part known not to fit is added only once the shopper says so. */
function NoFitConfirm({ open, label, name, onConfirm, onClose }: NoFitConfirmProps) {
  return (
    <ConfirmDialog
      title={open ? `This part does not fit your ${label}` : null}
      body={`${name} is not listed for the ${label}. Add it to your cart anyway?`}
      confirmLabel="Add anyway"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

/** A quantity and "Add to cart"; "Sold out" (disabled) at 0 stock. A toast confirms, with a link to the cart. A part
 * that does not fit the shopper's laptop asks first. */
export function AddToCart({ productId, name, stock, variant = 'card', describedBy, compatibleModels }: Props) {
  const { add } = useCartActions();
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const product = useQuery({ ...getCartProductQueryOptions(productId), enabled: stock === undefined || !compatibleModels });
  const { noFit, label } = useNoFit(compatibleModels ?? product.data?.compatibleModels);
  const inStock = stock ?? product.data?.Quantity;
  const card = variant === 'card';
  const size = card ? 'sm' : 'md';

  if (inStock === 0) {
    return (
      <Button size={size} className="w-full" disabled aria-describedby={describedBy} data-testid="add-to-cart">
        Sold out
      </Button>
    );
  }
  const onAdd = async () => {
    if (noFit) {
      setAsking(true);
      return;
    }
    await addNow();
  };
  const addNow = async () => {
    setBusy(true);
    try {
      await add(productId, quantity);
      toast.success(<AddedToast quantity={quantity} name={name} />);
      setQuantity(1);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'We could not add this part to your cart.');
    } finally {
      setBusy(false);
    }
  };
  const max = Math.max(1, Math.min(inStock ?? CART_MAX_QUANTITY, CART_MAX_QUANTITY));
  return (
    <div className={`flex flex-wrap items-end gap-2 ${card ? 'max-sm:flex-col max-sm:items-stretch' : 'sm:flex-nowrap'}`}>
      <QuantityStepper name={name} value={quantity} onChange={setQuantity} max={max} size={card ? 'sm' : 'md'} showLabel={!card} />
      <Button
        variant="primary"
        size={size}
        className={`flex-auto whitespace-nowrap ${card ? '' : 'sm:flex-none sm:px-8'}`}
        onClick={() => void onAdd()}
        busy={busy}
        aria-describedby={describedBy}
        data-testid="add-to-cart"
      >
        Add to cart
      </Button>
      <NoFitConfirm open={asking} label={label} name={name} onConfirm={addNow} onClose={() => setAsking(false)} />
    </div>
  );
}
