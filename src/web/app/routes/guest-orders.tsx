import { useParams } from 'react-router';
import FindOrderPage from './find-order';
import GuestOrderPage from './guest-order';

/**
 * /guest/orders/:token? (one route, one chunk: every route adds its chunks' names to the first
 * JavaScript of every page): a guest's order by its private link, or without a token "Find my order".
 */
export default function GuestOrdersPage() {
  const { token } = useParams();
  return token ? <GuestOrderPage key={token} token={token} /> : <FindOrderPage />;
}
