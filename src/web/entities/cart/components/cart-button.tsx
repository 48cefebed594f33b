import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCart } from '../model/use-cart';

const cartLabel = (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

/** The navbar's link to /cart, with the number of units in the cart on a badge. */
export function CartButton() {
  const { count } = useCart();
  return (
    <Link to={paths.cart.getHref()} className="btn btn-ghost btn-circle" aria-label={cartLabel(count)} data-testid="cart-button">
      <span className="indicator">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth={2}>
          <path strokeLinecap="round" strokeLinejoin="round" d="M3 4h2l2.3 10.6a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 1.9-1.5L20.5 8H6" />
          <circle cx="10" cy="20" r="1.4" />
          <circle cx="17" cy="20" r="1.4" />
        </svg>
        {count > 0 && (
          <span className="badge badge-primary badge-sm indicator-item px-1.5 font-bold" aria-hidden="true" data-testid="cart-count">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
    </Link>
  );
}
