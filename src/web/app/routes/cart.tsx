import { CartView } from '../../entities/cart/components/cart-view';
import { useAuthConfig } from '../../features/accounts/api/get-auth-config';

/** /cart: the parts chosen so far (a guest's or the account's), their quantities and the way to checkout. */
export default function CartPage() {
  const guestCheckout = useAuthConfig().data?.guestCheckout ?? false;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <title>Your cart — PartsHub</title>
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">Your cart</h1>
      <CartView guestCheckout={guestCheckout} />
    </div>
  );
}
