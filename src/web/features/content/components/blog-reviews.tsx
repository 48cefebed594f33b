import { BlogReviewForm } from './blog-review-form';
import { BlogReviewList } from './blog-review-list';

/** The comments block under a blog post: the list and the form to add one. */
export function BlogReviews({ blogId }: { blogId: string }) {
  return (
    <section aria-labelledby="comments-heading" className="mt-12">
      <h2 id="comments-heading" className="mb-6 text-2xl font-bold">
        Reader comments
      </h2>
      <BlogReviewList blogId={blogId} />
      <div className="mt-8">
        <BlogReviewForm blogId={blogId} />
      </div>
    </section>
  );
}
