// TEMPORARY: replaced by the feature's real page.
export default function MyProfilePage() {
  return <h1 className="p-8 text-2xl">dashboard/my-profile</h1>;
}
