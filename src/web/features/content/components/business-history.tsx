import { useSyncExternalStore } from 'react';
import CountUp from 'react-countup';
import { COUNTER_DURATION_MS } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import type { Counter } from '../../../../shared/schemas/content';
import { ErrorState } from '../../../components/ui/error-state';
import { SectionHeading } from '../../../components/ui/section-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSeenOnce } from '../../../hooks/use-seen-once';
import { useCounters } from '../api/get-counters';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
/** A counter starts counting once 40 % of it shows. */
const COUNTER_VISIBLE = { threshold: 0.4 };
const noSubscription = () => () => {};
/** Whether the shopper asked for less motion (false while a server-rendered page hydrates). */
const useReducedMotion = () => useSyncExternalStore(noSubscription, reducedMotion, () => false);

function CounterCard({ counter }: { counter: Counter }) {
  const [ref, seen] = useSeenOnce<HTMLLIElement>(COUNTER_VISIBLE);
  const still = useReducedMotion();
  return (
    <li ref={ref} className="card bg-base-100 border-base-300 items-center border p-6 text-center shadow-sm" data-testid="counter-card">
      <img src={counter.img} alt={`${counter.name} icon`} width={64} height={64} loading="lazy" decoding="async" className="h-16 w-16" />
      <p className="mt-4 text-4xl font-extrabold tabular-nums sm:text-5xl">
        <span aria-hidden="true" data-testid="counter-value">
          {still ? counter.count : seen ? <CountUp end={counter.count} duration={COUNTER_DURATION_MS / 1000} separator="" /> : 0}
        </span>
        <span className="sr-only">{counter.count}</span>
        <span aria-hidden="true" className="text-primary">
          +
        </span>
      </p>
      <h3 className="text-base-content/80 mt-2 font-medium">{counter.name}</h3>
    </li>
  );
}

function CounterSkeleton() {
  return (
    <li className="card bg-base-100 border-base-300 items-center border p-6 shadow-sm">
      <Skeleton className="h-16 w-16" />
      <Skeleton className="mt-4 h-10 w-24 sm:h-12" />
      <Skeleton className="mt-2 h-6 w-32" />
    </li>
  );
}

/** Home: 'Our Business History', four counters that count up over 5 s once scrolled into view. */
export function BusinessHistory() {
  const { data, isPending, error, refetch } = useCounters();
  const grid = 'grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4';
  return (
    <section aria-labelledby="history-heading" className="bg-base-200/60 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="history-heading"
          kicker="Since 2022"
          title={messages.businessHistory}
          lead="A small team that grew one repaired laptop at a time."
        />
        {error ? (
          <ErrorState message={`We could not load our numbers. ${error.message}`} onRetry={() => void refetch()} />
        ) : isPending ? (
          <ul className={grid} aria-busy="true" aria-label="Business history, loading">
            {Array.from({ length: 4 }, (_, i) => (
              <CounterSkeleton key={i} />
            ))}
          </ul>
        ) : (
          <ul className={grid} aria-label={messages.businessHistory}>
            {data.map((c) => (
              <CounterCard key={c._id} counter={c} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
