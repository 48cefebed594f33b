// TEMPORARY: replaced by the feature's real page.
export default function AllUsersPage() {
  return <h1 className="p-8 text-2xl">dashboard/all-users</h1>;
}
