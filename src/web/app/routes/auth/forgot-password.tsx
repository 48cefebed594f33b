// TEMPORARY: replaced by the feature's real page.
export default function ForgotPasswordPage() {
  return <h1 className="p-8 text-2xl">auth/forgot-password</h1>;
}
