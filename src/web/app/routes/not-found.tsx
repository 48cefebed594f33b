// TEMPORARY: replaced by the feature's real page.
export default function NotFoundPage() {
  return <h1 className="p-8 text-2xl">not-found</h1>;
}
