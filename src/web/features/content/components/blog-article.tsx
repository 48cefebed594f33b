import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSiteOrigin } from '../../../lib/site-origin';
import { useBlog } from '../api/get-blog';
import { formatDate } from './blog-card';
import { ShareLinks } from './share-links';

function ArticleSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Blog post, loading">
      <Skeleton className="h-5 w-48" />
      <Skeleton className="mt-4 h-10 w-full sm:h-12" />
      <SkeletonText lines={2} className="mt-4" />
      <Skeleton className="mt-8 aspect-video w-full" />
      <SkeletonText lines={6} className="mt-8" />
    </div>
  );
}

/** One blog post: image, title, description, its two body texts and share links. */
export function BlogArticle({ blogId }: { blogId: string }) {
  const { data: blog, isPending, error, refetch } = useBlog(blogId);
  const origin = useSiteOrigin();
  if (isPending) return <ArticleSkeleton />;
  if (error) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <div className="py-8 text-center">
        <h1 className="text-3xl font-bold">{missing ? 'This guide does not exist' : 'We could not load this guide'}</h1>
        {missing ? (
          <p className="text-base-content/75 mt-3">It may have been moved or the link is mistyped.</p>
        ) : (
          <ErrorState message={error.message} onRetry={() => void refetch()} />
        )}
        <Link to={paths.blogs.getHref()} className="btn btn-primary mt-6">
          See all guides
        </Link>
      </div>
    );
  }
  return (
    <article data-testid="blog-article">
      <p className="text-base-content/70 text-sm">
        <time dateTime={blog.createdAt} suppressHydrationWarning>
          {formatDate(blog.createdAt)}
        </time>{' '}
        · Repair guide
      </p>
      <h1 className="mt-3 text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl lg:text-5xl">{blog.title}</h1>
      <p className="text-base-content/80 mt-4 text-lg sm:text-xl">{blog.description}</p>
      <img
        src={blog.img}
        alt={`Illustration for “${blog.title}”`}
        width={800}
        height={450}
        fetchPriority="high"
        className="rounded-box bg-base-200 border-base-300 mt-8 aspect-video h-auto w-full border object-cover"
      />
      <div className="mt-8 space-y-5 text-lg leading-8">
        <p>{blog.dec}</p>
        <p>{blog.dec1}</p>
      </div>
      <div className="border-base-300 mt-10 border-y py-5">
        <ShareLinks url={origin + paths.blogDetail.getHref(blog._id)} title={blog.title} />
      </div>
    </article>
  );
}
