import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Fit } from '../../../../shared/schemas/laptop';
import type { ProductDetail } from '../../../../shared/schemas/product';
import { FitBadge } from '../../../entities/laptop/components/fit-badge';
import { paths } from '../../../config/paths';
import { fitFromFits, statusOfVerdict } from '../../../entities/laptop/model/fit';
import { simpleVerdict, type FitAnswer } from '../../../../shared/fit-rules';
import { useProductFit } from '../api/get-product';
import { PART_NUMBER_KIND_LABELS } from '../../../entities/laptop/model/part-numbers';
import { useSelectedLaptop } from '../../../entities/laptop/model/use-selected-laptop';

/** Past this many laptops the list gets a filter box. */
const FILTER_FROM = 9;

const SOURCE_TEXT: Record<FitAnswer['source'], string> = {
  listed: 'Listed by the shop for this model',
  spec: "Decided from the part's and the laptop's specifications",
  unknown: 'Not enough data to tell',
};

/**
 * "Fits your ThinkPad T480" at the top of the product page, where the answer comes from and why
 * (the server's fit for the selected laptop); until it answers, the shop's list; nothing without a selected laptop.
 */
export function ProductFit({ productId, fits }: { productId: string; fits: Fit[] }) {
  const { laptop, label } = useSelectedLaptop();
  const answer = useProductFit(productId, laptop?._id);
  if (!laptop || !label) return null;
  const listed = fitFromFits(fits, laptop);
  const status = answer ? statusOfVerdict(simpleVerdict(answer)) : listed.status;
  return (
    <div className="flex flex-col items-start gap-1" data-testid="product-fit">
      <FitBadge status={status} label={label} size="md" />
      {answer ? (
        <div className="text-base-content/80 text-sm" data-testid="fit-reasons">
          <p className="text-base-content/70 text-xs">{SOURCE_TEXT[answer.source]}</p>
          <ul className="list-inside list-disc">
            {answer.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      ) : (
        listed.note && <p className="text-base-content/80 text-sm">Note: {listed.note}</p>
      )}
    </div>
  );
}

const modelName = (f: Fit) => `${f.family} ${f.model}`.trim();
const matches = (f: Fit, text: string) => `${f.brand} ${f.family} ${f.model} ${f.note}`.toLowerCase().includes(text);

function groupByBrand(fits: Fit[]): [string, Fit[]][] {
  const groups = new Map<string, Fit[]>();
  for (const f of fits) groups.set(f.brand, [...(groups.get(f.brand) ?? []), f]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

function FitFilter({ value, onChange, total }: { value: string; onChange: (v: string) => void; total: number }) {
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        Filter the {total} laptops
      </label>
      <input
        id={id}
        type="search"
        className="input input-sm w-full max-w-xs"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="e.g. T480 or Dell"
        autoComplete="off"
      />
    </div>
  );
}

/** "Fits these laptops": the models by brand, each linking to its page, with the fit's note. */
export function FitsTheseLaptops({ fits }: { fits: Fit[] }) {
  const [filter, setFilter] = useState('');
  const text = filter.trim().toLowerCase();
  const shown = text ? fits.filter((f) => matches(f, text)) : fits;
  return (
    <section aria-labelledby="fits-title" className="card card-border bg-base-100" data-testid="fits-these-laptops">
      <div className="card-body">
        <h2 id="fits-title" className="card-title text-lg">
          Fits these laptops
        </h2>
        {fits.length === 0 ? (
          <p className="text-base-content/75 text-sm">
            No laptop models are confirmed for this part yet. Check its part number against your old part.
          </p>
        ) : (
          <>
            {fits.length >= FILTER_FROM && <FitFilter value={filter} onChange={setFilter} total={fits.length} />}
            <p role="status" className="sr-only">
              {text ? `${shown.length} of ${fits.length} laptops shown` : ''}
            </p>
            {shown.length === 0 && <p className="text-base-content/75 text-sm">No laptop here matches “{filter.trim()}”.</p>}
            <div className="grid gap-4 sm:grid-cols-2">
              {groupByBrand(shown).map(([brand, list]) => (
                <div key={brand}>
                  <h3 className="text-base-content/70 mb-1 text-xs font-semibold tracking-wide uppercase">{brand}</h3>
                  <ul className="flex flex-col gap-1.5">
                    {list.map((f) => (
                      <li key={f._id} className="text-sm">
                        <Link to={paths.laptop.getHref(f._id)} className="link link-hover font-medium">
                          {modelName(f)}
                        </Link>
                        {f.note && <span className="text-base-content/75 block text-xs">{f.note}</span>}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/** "Part numbers": every number the part is known by, with its kind. */
export function PartNumbers({ product }: { product: ProductDetail }) {
  return (
    <section aria-labelledby="part-numbers-title" className="card card-border bg-base-100" data-testid="part-numbers">
      <div className="card-body">
        <h2 id="part-numbers-title" className="card-title text-lg">
          Part numbers
        </h2>
        {product.partNumbers.length === 0 ? (
          <p className="text-base-content/75 text-sm">No part numbers are listed for this part.</p>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm">
            {product.partNumbers.map((pn) => (
              <div key={`${pn.kind}-${pn.number}`} className="contents">
                <dt className="font-mono font-medium">{pn.number}</dt>
                <dd className="text-base-content/75">{PART_NUMBER_KIND_LABELS[pn.kind]}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="text-base-content/75 mt-1 text-sm">
          Search finds this part by any of these numbers, with or without dashes and spaces.
        </p>
      </div>
    </section>
  );
}
