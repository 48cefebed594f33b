import { useLocation } from 'react-router';
import { useSiteOrigin } from '../../lib/site-origin';

interface Props {
  title: string;
  /** What a search result shows under the title: one or two sentences about this page. */
  description: string;
  /** The page's one address (its path without tracking or paging parameters); this page's path by default. */
  canonicalPath?: string;
}

/** A page's title, description and canonical link (React places them in <head>, on the server and in the browser). */
export function PageMeta({ title, description, canonicalPath }: Props) {
  const { pathname } = useLocation();
  const origin = useSiteOrigin();
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={origin + (canonicalPath ?? pathname)} />
    </>
  );
}
