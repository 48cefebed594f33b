import type { Review } from '../../../../shared/schemas/review';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton';

const AVATAR_FALLBACK = '/images/avatars/emma-wilson.svg';

export function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="card bg-base-100 border-base-300 h-full border p-6 shadow-sm" data-testid="review-card">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="text-primary/30 h-8 w-8 fill-current">
        <path d="M10 8C5.6 8 3 11.4 3 16v8h9v-9H7.5c0-2.9 1.3-4.5 3.5-4.5V8Zm15 0c-4.4 0-7 3.4-7 8v8h9v-9h-4.5c0-2.9 1.3-4.5 3.5-4.5V8Z" />
      </svg>
      <blockquote className="text-base-content/85 mt-3 line-clamp-5 min-h-[7.5rem] leading-6">{review.dec}</blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <img
          src={review.img || AVATAR_FALLBACK}
          alt={`Photo of ${review.Name}`}
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className="bg-base-200 h-12 w-12 rounded-full"
        />
        <span>
          <span className="block font-semibold">{review.Name}</span>
          <span className="text-base-content/70 block text-sm">Verified customer</span>
        </span>
      </figcaption>
    </figure>
  );
}

export function ReviewCardSkeleton() {
  return (
    <div className="card bg-base-100 border-base-300 h-full border p-6 shadow-sm" data-testid="review-card-skeleton">
      <Skeleton className="h-8 w-8" />
      <SkeletonText lines={4} className="mt-3 min-h-[7.5rem]" />
      <div className="mt-5 flex items-center gap-3">
        <Skeleton className="h-12 w-12 rounded-full" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-3 w-20" />
        </div>
      </div>
    </div>
  );
}
