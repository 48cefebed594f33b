import { useId } from 'react';
import { CATEGORIES, type CategorySlug, type ProductSort } from '../../../../shared/constants';

const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest',
  price_asc: 'Price low → high',
  price_desc: 'Price high → low',
  rating: 'Top rated',
};

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0 opacity-60" fill="none" stroke="currentColor" strokeWidth={2}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

interface TextFilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  hint?: string;
  /** The large search box at the top of a page. */
  large?: boolean;
  testId?: string;
}

/** A labelled search box (type="search": Escape clears it). */
export function TextFilter({ label, value, onChange, placeholder, hint, large = false, testId }: TextFilterProps) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={large ? 'mb-2 block text-lg font-semibold' : 'mb-1 block text-sm font-medium'}>
        {label}
      </label>
      <div className={`input w-full ${large ? 'input-lg' : ''}`}>
        <SearchIcon />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          aria-describedby={hint ? `${id}-hint` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          data-testid={testId}
          className="min-w-0 grow"
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-base-content/70 mt-1.5 text-sm">
          {hint}
        </p>
      )}
    </div>
  );
}

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select id={id} className="select w-full" value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

export function CategoryFilter({ value, onChange }: { value: CategorySlug | ''; onChange: (v: CategorySlug | '') => void }) {
  return (
    <Select label="Category" value={value} onChange={(v) => onChange(v as CategorySlug | '')}>
      <option value="">All categories</option>
      {CATEGORIES.map((c) => (
        <option key={c.slug} value={c.slug}>
          {c.label}
        </option>
      ))}
    </Select>
  );
}

/** `searching`: the default order is then the server's best match first (newest among equals). */
export function SortSelect({
  value,
  onChange,
  searching,
}: {
  value: ProductSort;
  onChange: (v: ProductSort) => void;
  searching?: boolean;
}) {
  return (
    <Select label="Sort by" value={value} onChange={(v) => onChange(v as ProductSort)}>
      {Object.entries(SORT_LABELS).map(([sort, label]) => (
        <option key={sort} value={sort}>
          {searching && sort === 'newest' ? 'Best match' : label}
        </option>
      ))}
    </Select>
  );
}
