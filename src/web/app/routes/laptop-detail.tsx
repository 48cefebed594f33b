import { Link, useParams } from 'react-router';
import { laptopLabel } from '../../../shared/laptop-names';
import { ErrorState } from '../../components/ui/error-state';
import { Skeleton, SkeletonText } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { PageMeta } from '../../components/seo/page-meta';
import { useSearchProducts } from '../../features/catalog/api/search-products';
import { ProductGrid } from '../../features/catalog/components/product-grid';
import { useLaptop } from '../../features/laptops/api/get-laptop';
import { LaptopPartsByCategory } from '../../features/laptops/components/laptop-parts-by-category';
import { LaptopSummary } from '../../features/laptops/components/laptop-summary';
import { UpgradePlanner } from '../../features/laptops/components/upgrade-planner';
import { ApiError } from '../../lib/api-client';

/** How many parts the page shows before "See all". */
const FIRST_PARTS = 12;

function FirstParts({ laptopId, label }: { laptopId: string; label: string }) {
  const parts = useSearchProducts({ laptop: laptopId, limit: FIRST_PARTS });
  const more = (parts.data?.total ?? 0) > FIRST_PARTS;
  return (
    <section aria-labelledby="laptop-parts-title" className="mt-10">
      <h2 id="laptop-parts-title" className="mb-4 text-2xl font-bold">
        Parts that fit the {label}
      </h2>
      <ProductGrid
        products={parts.data?.items}
        isPending={parts.isPending}
        error={parts.error}
        onRetry={() => void parts.refetch()}
        skeletons={3}
        label={`Parts that fit the ${label}`}
        empty={`No parts for the ${label} are on sale right now.`}
      />
      {more && (
        <div className="mt-8 text-center">
          <Link to={paths.service.getHref({ laptop: laptopId })} className="btn btn-outline btn-primary">
            See all {parts.data?.total} parts that fit
          </Link>
        </div>
      )}
    </section>
  );
}

function LaptopSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the laptop" className="grid gap-8 md:grid-cols-[3fr_2fr]">
      <div className="flex flex-col gap-4">
        <Skeleton className="h-10 w-2/3" />
        <SkeletonText lines={2} />
        <Skeleton className="h-12 w-48" />
      </div>
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** /laptops/:laptopId: a laptop model, "Select this laptop", its parts by category and the first parts that fit. */
export default function LaptopDetailPage() {
  const { laptopId = '' } = useParams();
  const laptop = useLaptop(laptopId);
  const label = laptop.data ? laptopLabel(laptop.data) : '';
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageMeta
        title={label ? `${label} parts — PartsHub` : 'Laptop — PartsHub'}
        description={
          laptop.data
            ? `Parts that fit the ${laptop.data.brand} ${label}${laptop.data.year ? ` (${laptop.data.year})` : ''}: batteries, memory, storage, screens, keyboards, chargers and fans, with part numbers.`
            : 'Laptop parts that fit this model, by category.'
        }
      />
      <Link to={paths.service.getHref()} className="link link-hover mb-4 inline-block text-sm">
        ← All parts
      </Link>
      {laptop.isPending && <LaptopSkeleton />}
      {laptop.isError &&
        (laptop.error instanceof ApiError && (laptop.error.status === 404 || laptop.error.status === 400) ? (
          <div>
            <h1 className="text-2xl font-bold">Laptop not found</h1>
            <p className="text-base-content/75 mt-2">
              We do not know this laptop model. Search for yours with “Select your laptop”, or{' '}
              <Link to={paths.identify.getHref()} className="link link-primary">
                identify it
              </Link>
              .
            </p>
          </div>
        ) : (
          <ErrorState message={laptop.error.message} onRetry={() => void laptop.refetch()} />
        ))}
      {laptop.isSuccess && (
        <>
          <div className="grid items-start gap-8 md:grid-cols-[3fr_2fr]">
            <LaptopSummary laptop={laptop.data} />
            <LaptopPartsByCategory laptop={laptop.data} />
          </div>
          <UpgradePlanner laptop={laptop.data} label={label} />
          <FirstParts laptopId={laptop.data._id} label={label} />
        </>
      )}
    </div>
  );
}
