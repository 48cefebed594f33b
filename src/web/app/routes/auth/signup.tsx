// TEMPORARY: replaced by the feature's real page.
export default function SignupPage() {
  return <h1 className="p-8 text-2xl">auth/signup</h1>;
}
