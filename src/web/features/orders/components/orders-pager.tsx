import { Pager } from '../../../components/ui/pager';

interface Props {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}

const NOUN = ['order', 'orders'] as const;

/** "21–40 of 45" and Previous / Next, for a list paged on the server. */
export function OrdersPager(props: Props) {
  return <Pager {...props} noun={NOUN} testId="orders-range" />;
}
