import { Portfolio } from '../../features/content/components/portfolio';

/** /fotfolio and /portfolio: the developer's page. */
export default function PortfolioPage() {
  return (
    <>
      <title>Alex Morgan, developer — PartsHub</title>
      <Portfolio />
    </>
  );
}
