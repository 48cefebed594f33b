// TEMPORARY: replaced by the feature's real page.
export default function PortfolioPage() {
  return <h1 className="p-8 text-2xl">portfolio</h1>;
}
