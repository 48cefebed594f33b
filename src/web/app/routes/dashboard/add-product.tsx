// TEMPORARY: replaced by the feature's real page.
export default function AddProductPage() {
  return <h1 className="p-8 text-2xl">dashboard/add-product</h1>;
}
