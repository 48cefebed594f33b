import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useBlogs } from '../api/get-blogs';
import { BlogCard, BlogCardSkeleton } from './blog-card';

const grid = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';

/** Every blog post as a card grid, with loading, error and empty states. */
export function BlogGrid() {
  const { data, isPending, error, refetch } = useBlogs();
  if (error) return <ErrorState message={`We could not load the blog. ${error.message}`} onRetry={() => void refetch()} />;
  if (isPending)
    return (
      <div className={grid} role="status" aria-busy="true" aria-label="Blog posts, loading">
        {Array.from({ length: 6 }, (_, i) => (
          <BlogCardSkeleton key={i} />
        ))}
      </div>
    );
  if (data.length === 0) return <EmptyState>No guides published yet. New ones are on the way.</EmptyState>;
  return (
    <ul className={grid} aria-label="Blog posts">
      {data.map((b, i) => (
        <li key={b._id}>
          <BlogCard blog={b} lazy={i >= 3} />
        </li>
      ))}
    </ul>
  );
}
