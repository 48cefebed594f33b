// TEMPORARY: replaced by the feature's real page.
export default function BlogsPage() {
  return <h1 className="p-8 text-2xl">blogs</h1>;
}
