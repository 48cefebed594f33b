// TEMPORARY: replaced by the feature's real page.
export default function AddReviewPage() {
  return <h1 className="p-8 text-2xl">dashboard/add-review</h1>;
}
