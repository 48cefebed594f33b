// TEMPORARY: replaced by the feature's real page.
export default function LoginPage() {
  return <h1 className="p-8 text-2xl">auth/login</h1>;
}
