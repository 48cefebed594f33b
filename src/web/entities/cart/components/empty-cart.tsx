import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';

/** Nothing in the cart: the way back to the parts (the cart page and the checkout). */
export function EmptyCart() {
  return (
    <EmptyState>
      Your cart is empty.{' '}
      <Link to={paths.service.getHref()} className="link link-primary">
        Browse the parts
      </Link>
    </EmptyState>
  );
}
