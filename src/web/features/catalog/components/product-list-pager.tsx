import { Button } from '../../../components/ui/button';
interface PagerProps {
  page: number;
  limit: number;
  total: number;
  capped: boolean;
  /** Rows on this page (past a capped total, a full page means there may be more). */
  shown: number;
  onChange: (page: number) => void;
}

/** Previous / "Page 2 of 5" / Next. */
export function Pager({ page, limit, total, capped, shown, onChange }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const hasNext = page < pages || (capped && shown === limit);
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3">
      <Button size="sm" onClick={() => onChange(page - 1)} disabled={page <= 1}>
        ← Previous
      </Button>
      <p className="text-sm">
        Page {page} of {pages}
        {capped ? '+' : ''}
      </p>
      <Button size="sm" onClick={() => onChange(page + 1)} disabled={!hasNext}>
        Next →
      </Button>
    </nav>
  );
}
