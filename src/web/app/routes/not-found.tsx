import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { PageMeta } from '../../components/seo/page-meta';

/** Any unknown path. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <PageMeta
        title="Page not found — PartsHub"
        description="This page does not exist. Search the PartsHub catalog of laptop parts instead."
      />
      <p className="text-primary text-8xl font-extrabold tracking-tight sm:text-9xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">
        <span className="sr-only">404: </span>Page not found
      </h1>
      <p className="text-base-content/75 mt-3 text-lg break-all">
        We looked everywhere, but <code className="bg-base-200 rounded px-1">{pathname}</code> is not a page of this shop.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home.getHref()} className="btn btn-primary">
          Back to home
        </Link>
        <Link to={paths.service.getHref()} className="btn btn-outline">
          Browse parts
        </Link>
      </div>
    </div>
  );
}
