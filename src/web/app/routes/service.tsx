// TEMPORARY: replaced by the feature's real page.
export default function ServicePage() {
  return <h1 className="p-8 text-2xl">service</h1>;
}
