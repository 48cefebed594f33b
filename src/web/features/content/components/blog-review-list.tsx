import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton';
import { useBlogReviews } from '../api/get-blog-reviews';
import { formatDate } from './blog-card';

/** The reviews of one blog post, newest first. */
export function BlogReviewList({ blogId }: { blogId: string }) {
  const { data, isPending, error, refetch } = useBlogReviews(blogId);
  if (error) return <ErrorState message={`We could not load the comments. ${error.message}`} onRetry={() => void refetch()} />;
  if (isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Comments, loading" className="space-y-4">
        {Array.from({ length: 2 }, (_, i) => (
          <div key={i} className="bg-base-200/60 rounded-box p-5">
            <Skeleton className="h-5 w-40" />
            <SkeletonText lines={2} className="mt-3" />
          </div>
        ))}
      </div>
    );
  if (data.length === 0) return <EmptyState>No comments yet. Tried this guide? Tell other readers how it went.</EmptyState>;
  return (
    <ul className="space-y-4" aria-label="Comments" data-testid="blog-reviews">
      {data.map((r) => (
        <li key={r._id} className="bg-base-200/60 rounded-box p-5" data-testid="blog-review">
          <div className="flex flex-wrap items-center gap-3">
            <span
              aria-hidden="true"
              className="bg-primary text-primary-content flex h-9 w-9 items-center justify-center rounded-full font-bold"
            >
              {r.name.trim()[0]?.toUpperCase() ?? '?'}
            </span>
            <p className="font-semibold">{r.name}</p>
            <time className="text-base-content/70 text-sm" dateTime={r.createdAt} suppressHydrationWarning>
              {formatDate(r.createdAt)}
            </time>
          </div>
          <p className="mt-3 leading-7 break-words whitespace-pre-line">{r.description}</p>
          {r.dec && <p className="text-base-content/75 mt-2 text-sm">{r.dec}</p>}
        </li>
      ))}
    </ul>
  );
}
