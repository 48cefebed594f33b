import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { IdentifyResult } from '../../../../shared/schemas/laptop';
import { paths } from '../../../config/paths';
import { SelectLaptopButton } from './select-laptop-button';

type Match = IdentifyResult['matches'][number];

/** How sure the shop is, in words: "Sure" from 0.9, "Likely" from 0.6, else "Possible". */
export function confidenceWord(confidence: number): 'Sure' | 'Likely' | 'Possible' {
  if (confidence >= 0.9) return 'Sure';
  if (confidence >= 0.6) return 'Likely';
  return 'Possible';
}

const CONFIDENCE_BADGE = { Sure: 'badge-success', Likely: 'badge-primary', Possible: 'badge-ghost' } as const;

function MatchItem({ match, index }: { match: Match; index: number }) {
  const { laptop } = match;
  const word = confidenceWord(match.confidence);
  const nameId = `identify-match-${index}`;
  return (
    <li className="card card-border bg-base-100" data-testid="identify-match">
      <div className="card-body gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="text-base-content/70 text-xs font-semibold tracking-wide uppercase">{laptop.brand}</p>
          <h3 id={nameId} className="text-lg font-semibold">
            {laptop.family} {laptop.model}
            {laptop.year !== null && <span className="text-base-content/70 font-normal"> · {laptop.year}</span>}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <span className={`badge badge-soft ${CONFIDENCE_BADGE[word]}`}>{word}</span>
            <span className="text-base-content/75">Matched on {match.matchedOn}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SelectLaptopButton laptop={laptop} describedBy={nameId} className="btn-sm" />
          <Link to={paths.laptop.getHref(laptop._id)} className="link link-primary text-sm" aria-describedby={nameId}>
            See its parts
          </Link>
        </div>
      </div>
    </li>
  );
}

/** The models found, best first; the heading takes the focus so the answer is read out. */
export function IdentifyResults({ result }: { result: IdentifyResult }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [result]);
  const n = result.matches.length;
  return (
    <section aria-labelledby="identify-results-title" className="mt-8" data-testid="identify-results">
      <h2 id="identify-results-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {n === 0 ? 'No laptop found' : n === 1 ? 'We found your laptop' : `We found ${n} possible laptops`}
      </h2>
      {n === 0 ? (
        <p className="text-base-content/75 mt-2">
          We could not find a laptop model in that text. Check that you pasted everything the command printed, or search for your model with
          “Select your laptop” at the top of the page.
        </p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3">
          {result.matches.map((m, i) => (
            <MatchItem key={m.laptop._id} match={m} index={i} />
          ))}
        </ol>
      )}
    </section>
  );
}
