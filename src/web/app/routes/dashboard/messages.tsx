// TEMPORARY: replaced by the feature's real page.
export default function MessagesPage() {
  return <h1 className="p-8 text-2xl">dashboard/messages</h1>;
}
