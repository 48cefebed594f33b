import { Link } from 'react-router';
import type { Blog } from '../../../../shared/schemas/blog';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';

export const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** A blog card; the whole card is clickable through its title link. */
export function BlogCard({ blog, lazy }: { blog: Blog; lazy: boolean }) {
  return (
    <article
      className="card bg-base-100 border-base-300 group relative h-full border shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg"
      data-testid="blog-card"
    >
      <figure className="bg-base-200 aspect-video">
        <img
          src={blog.img}
          alt={`Illustration for “${blog.title}”`}
          width={800}
          height={450}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </figure>
      <div className="card-body gap-3 p-6">
        <p className="text-base-content/70 text-sm">
          <time dateTime={blog.createdAt} suppressHydrationWarning>
            {formatDate(blog.createdAt)}
          </time>{' '}
          · Repair guide
        </p>
        <h2 className="card-title line-clamp-2 min-h-14 text-xl leading-7">
          <Link
            to={paths.blogDetail.getHref(blog._id)}
            className="after:rounded-box focus-visible:outline-none after:absolute after:inset-0 focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-current"
          >
            {blog.title}
          </Link>
        </h2>
        <p className="text-base-content/75 line-clamp-3 min-h-18 leading-6">{blog.description}</p>
        <p className="text-primary mt-auto font-semibold" aria-hidden="true">
          Read the guide →
        </p>
      </div>
    </article>
  );
}

export function BlogCardSkeleton() {
  return (
    <div className="card bg-base-100 border-base-300 h-full border shadow-sm" data-testid="blog-card-skeleton">
      <Skeleton className="aspect-video w-full rounded-b-none" />
      <div className="card-body gap-3 p-6">
        <Skeleton className="h-5 w-40" />
        <SkeletonText lines={2} className="min-h-14 justify-center" />
        <SkeletonText lines={3} className="min-h-18" />
        <Skeleton className="mt-auto h-6 w-32" />
      </div>
    </div>
  );
}
