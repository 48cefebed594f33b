// TEMPORARY: replaced by the feature's real page.
export default function BlogDetailPage() {
  return <h1 className="p-8 text-2xl">blog-detail</h1>;
}
