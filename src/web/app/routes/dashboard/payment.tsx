// TEMPORARY: replaced by the feature's real page.
export default function PaymentPage() {
  return <h1 className="p-8 text-2xl">dashboard/payment</h1>;
}
