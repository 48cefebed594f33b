// TEMPORARY: replaced by the feature's real page.
export default function ProductDetailPage() {
  return <h1 className="p-8 text-2xl">product-detail</h1>;
}
