/** "Nothing here yet": a quiet centred line where a list or a table would be. */
export function EmptyState({ children }: { children: React.ReactNode }) {
  return <p className="text-base-content/70 my-8 text-center">{children}</p>;
}
