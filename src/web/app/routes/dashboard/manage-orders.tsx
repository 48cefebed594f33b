// TEMPORARY: replaced by the feature's real page.
export default function ManageOrdersPage() {
  return <h1 className="p-8 text-2xl">dashboard/manage-orders</h1>;
}
