import { Link, useParams } from 'react-router';
import { useBlog } from '../../features/content/api/get-blog';
import { BlogArticle } from '../../features/content/components/blog-article';
import { BlogReviews } from '../../features/content/components/blog-reviews';
import { paths } from '../../config/paths';
import { PageMeta } from '../../components/seo/page-meta';

/** /detailsblogs/:blogId: one blog post, its comments and the form to add one. */
export default function BlogDetailPage() {
  const { blogId = '' } = useParams();
  const { data: blog } = useBlog(blogId);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageMeta
        title={blog ? `${blog.title} — PartsHub` : 'Repair guide — PartsHub'}
        description={blog ? blog.description.slice(0, 160) : 'A PartsHub repair guide for laptop owners.'}
      />
      <nav aria-label="Breadcrumb" className="breadcrumbs mb-6 text-sm">
        <ul>
          <li>
            <Link to={paths.home.getHref()}>Home</Link>
          </li>
          <li>
            <Link to={paths.blogs.getHref()}>Blogs</Link>
          </li>
          <li aria-current="page" className="max-w-md truncate max-sm:hidden">
            {blog?.title ?? 'Guide'}
          </li>
        </ul>
      </nav>
      <BlogArticle blogId={blogId} />
      {blog && <BlogReviews blogId={blog._id} />}
    </div>
  );
}
