interface Props {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  /** What is counted, singular and plural ("order", "orders"). */
  noun: readonly [string, string];
  /** The range's test id ("orders-range"). */
  testId?: string;
}

/** "21–40 of 45 orders" and Previous / Next, for a list paged on the server. */
export function Pager({ page, limit, total, onPage, noun, testId }: Props) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <nav aria-label={`Pages of ${noun[1]}`} className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-base-content/70 text-sm" data-testid={testId}>
        {first}–{last} of {total} {total === 1 ? noun[0] : noun[1]}
      </p>
      {pages > 1 && (
        <div className="join">
          <button type="button" className="join-item btn btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <span aria-hidden="true">«</span> Previous
          </button>
          <span className="join-item btn btn-sm btn-ghost border-base-300 pointer-events-none font-normal">
            Page {page} of {pages}
          </span>
          <button type="button" className="join-item btn btn-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next <span aria-hidden="true">»</span>
          </button>
        </div>
      )}
    </nav>
  );
}
