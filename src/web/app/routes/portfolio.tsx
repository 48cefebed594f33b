import { Portfolio } from '../../features/content/components/portfolio';
import { PageMeta } from '../../components/seo/page-meta';

/** /fotfolio and /portfolio: the developer's page. */
export default function PortfolioPage() {
  return (
    <>
      <PageMeta
        title="Alex Morgan, developer — PartsHub"
        description="Who built the PartsHub laptop parts shop: skills, projects and how to get in touch."
      />
      <Portfolio />
    </>
  );
}
