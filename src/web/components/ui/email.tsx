/** An e-mail that may wrap after its @ rather than in the middle of a word. */
export function Email({ value }: { value: string }) {
  const at = value.lastIndexOf('@');
  if (at < 0) return <>{value}</>;
  return (
    <>
      {value.slice(0, at)}
      <wbr />
      {value.slice(at)}
    </>
  );
}
