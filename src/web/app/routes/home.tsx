// TEMPORARY: replaced by the feature's real page.
export default function HomePage() {
  return <h1 className="p-8 text-2xl">home</h1>;
}
