import { useSearchParams } from 'react-router';
import { FitmentDisagreements } from '../../../features/catalog/components/fitment-disagreements';

/** Fitment to check (fitment:write, issue 31): where the shop's listed fitment and the fit rules disagree. */
export default function FitmentCheckPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  return (
    <section aria-labelledby="fitment-check-title" className="max-w-3xl">
      <h1 id="fitment-check-title" className="text-2xl font-bold">
        Fitment to check
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">
        Parts the shop lists as fitting a laptop model that, by their attributes and the model’s specification, do not fit. Fix the listing
        or the part’s attributes on its Edit Product page, or the model’s specification.
      </p>
      <FitmentDisagreements page={page} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
    </section>
  );
}
