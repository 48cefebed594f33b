import { lazy, Suspense } from 'react';
import { messages } from '../../../../shared/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SectionHeading } from '../../../components/ui/section-heading';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton';
import { useSeenOnce } from '../../../hooks/use-seen-once';
import { useBestSellers } from '../api/get-best-sellers';

const BestSellersSwiper = lazy(() => import('./best-sellers-swiper'));

function SlideSkeleton({ className = '' }: { className?: string }) {
  return (
    <div className={`card bg-base-100 border-base-300 border shadow-sm ${className}`}>
      <Skeleton className="aspect-[4/3] w-full rounded-b-none" />
      <div className="card-body gap-2 p-5">
        <Skeleton className="h-7 w-3/4" />
        <SkeletonText lines={2} className="min-h-12" />
        <div className="mt-2 flex items-center justify-between">
          <Skeleton className="h-7 w-20" />
          <Skeleton className="h-8 w-24" />
        </div>
        <Skeleton className="h-8 w-full max-sm:h-[4.5rem]" />
      </div>
    </div>
  );
}

/** Placeholder of the carousel's size: 1, 2 or 3 cards as the carousel shows, plus its controls row. */
function CarouselSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Best sellers, loading" className="pt-1 pb-[4.5rem]">
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <SlideSkeleton />
        <SlideSkeleton className="hidden sm:flex" />
        <SlideSkeleton className="hidden lg:flex" />
      </div>
    </div>
  );
}

/** The carousel's code (30 KB) loads when its section comes within a screen of the viewport, not with the page. */
const NEAR_SCREEN = { rootMargin: '100% 0px' };

/** Home: 'Best Selling Product', 5 items on a swiper carousel (its code loaded as the section nears the screen). */
export function BestSellersCarousel() {
  const { data, isPending, error, refetch } = useBestSellers();
  const [ref, near] = useSeenOnce<HTMLElement>(NEAR_SCREEN);
  let body: React.ReactNode;
  if (error) body = <ErrorState message={`We could not load the best sellers. ${error.message}`} onRetry={() => void refetch()} />;
  else if (isPending || !near) body = <CarouselSkeleton />;
  else if (data.length === 0) body = <EmptyState>Our best sellers will be back shortly.</EmptyState>;
  else
    body = (
      <Suspense fallback={<CarouselSkeleton />}>
        <BestSellersSwiper items={data} />
      </Suspense>
    );

  return (
    <section ref={ref} aria-labelledby="best-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6" data-testid="best-sellers">
      <SectionHeading
        id="best-heading"
        kicker="Top picks"
        title={messages.bestSelling}
        lead="The upgrades and repairs our customers order most."
      />
      {body}
    </section>
  );
}
