import { BlogGrid } from '../../features/content/components/blog-grid';
import { PageMeta } from '../../components/seo/page-meta';

/** /blogs: every blog post as a card grid. */
export default function BlogsPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageMeta
        title="Repair guides — PartsHub"
        description="Step-by-step laptop repair guides: choosing RAM and SSDs, replacing batteries, screens, keyboards and fans, and keeping a laptop cool."
      />
      <header className="mb-10 text-center">
        <p className="text-primary text-sm font-semibold tracking-widest uppercase">Blog</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Repair guides and buying tips</h1>
        <p className="text-base-content/75 mx-auto mt-3 max-w-2xl text-lg">
          Practical, tested advice for choosing and fitting laptop parts yourself.
        </p>
      </header>
      <BlogGrid />
    </div>
  );
}
