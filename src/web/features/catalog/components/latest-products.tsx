import { Link } from 'react-router';
import { LATEST_COUNT } from '../../../../shared/constants';
import { SectionHeading } from '../../../components/ui/section-heading';
import { paths } from '../../../config/paths';
import { useSearchProducts } from '../api/search-products';
import { ProductGrid } from './product-grid';

/** Home: the last 6 products added (one small page, newest first). */
export function LatestProducts() {
  const { data, isPending, error, refetch } = useSearchProducts({ limit: LATEST_COUNT });
  return (
    <section aria-labelledby="latest-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading id="latest-heading" kicker="Just in" title="Latest parts" lead="Fresh stock, checked and ready to ship today." />
      <ProductGrid
        products={data?.items}
        isPending={isPending}
        error={error}
        onRetry={() => void refetch()}
        skeletons={LATEST_COUNT}
        label="Latest parts"
      />
      <div className="mt-10 text-center">
        <Link to={paths.service.getHref()} className="btn btn-outline btn-primary">
          See all parts
        </Link>
      </div>
    </section>
  );
}
