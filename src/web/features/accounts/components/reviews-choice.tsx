import type { ReviewChoice } from '../../../../shared/constants';

const LABELS: Record<ReviewChoice, string> = {
  anonymise: 'Keep them, shown as by “a former customer”',
  delete: 'Delete them',
};

/** What becomes of a deleted account's reviews (of parts and of the shop): kept anonymised, or deleted. */
export function ReviewsChoice({ value, onChange, whose }: { value: ReviewChoice; onChange: (v: ReviewChoice) => void; whose: string }) {
  return (
    <fieldset className="fieldset py-1">
      <legend className="fieldset-legend pt-0 pb-1 text-sm">{whose} reviews</legend>
      {(Object.keys(LABELS) as ReviewChoice[]).map((choice) => (
        <label key={choice} className="flex cursor-pointer items-center gap-2 py-0.5 text-sm">
          <input
            type="radio"
            className="radio radio-sm"
            name="reviews"
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          {LABELS[choice]}
        </label>
      ))}
    </fieldset>
  );
}
