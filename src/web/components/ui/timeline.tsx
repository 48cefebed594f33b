import { formatDateTime } from '../../lib/dates';

export interface TimelineEvent<S extends string> {
  status: S;
  at: string;
  by: 'customer' | 'admin' | 'system';
  note: string;
}

const BY: Record<TimelineEvent<string>['by'], string> = {
  customer: 'by the customer',
  admin: 'by PartsHub',
  system: 'automatically',
};

interface Props<S extends string> {
  events: TimelineEvent<S>[];
  /** What each step is called, and the colour of its dot (a daisyUI background class). */
  titles: Record<S, string>;
  dots: Record<S, string>;
  label: string;
  testId: string;
}

/** A history, oldest step first: what happened, when and by whom, with the step's note. */
export function Timeline<S extends string>({ events, titles, dots, label, testId }: Props<S>) {
  return (
    <ol className="border-base-300 ms-1.5 border-s" aria-label={label} data-testid={testId}>
      {events.map((event, i) => (
        <li key={`${event.status}-${event.at}-${i}`} className="relative ps-5 pb-3 last:pb-0" data-testid="timeline-step">
          <span
            aria-hidden="true"
            className={`ring-base-100 absolute -start-[5px] top-1.5 h-2.5 w-2.5 rounded-full ring-4 ${dots[event.status]}`}
          />
          <p className="text-sm font-semibold">{titles[event.status]}</p>
          <p className="text-base-content/70 text-xs">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time> · {BY[event.by]}
          </p>
          {event.note && <p className="text-base-content/80 mt-0.5 text-xs break-words">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
