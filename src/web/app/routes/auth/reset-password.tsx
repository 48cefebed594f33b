// TEMPORARY: replaced by the feature's real page.
export default function ResetPasswordPage() {
  return <h1 className="p-8 text-2xl">auth/reset-password</h1>;
}
