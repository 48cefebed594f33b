/** A section's heading with an optional kicker and lead text, centred, as every home section uses. */
export function SectionHeading({ id, kicker, title, lead }: { id: string; kicker?: string; title: string; lead?: React.ReactNode }) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      {kicker && <p className="text-primary text-sm font-semibold tracking-widest uppercase">{kicker}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {lead && <div className="text-base-content/75 mt-3 text-lg text-balance">{lead}</div>}
    </div>
  );
}
