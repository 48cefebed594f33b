import { RETURN_STATUS_LABELS, type ReturnEvent, type ReturnStatus } from '../../../../shared/schemas/return';
import { Timeline } from '../../../components/ui/timeline';

const DOT: Record<ReturnStatus, string> = {
  requested: 'bg-warning',
  approved: 'bg-primary',
  rejected: 'bg-base-content/40',
  received: 'bg-success',
  refunded: 'bg-success',
  exchanged: 'bg-success',
};

/** The return's history, oldest step first: what happened, when, by whom, and the note given. */
export function ReturnTimeline({ events, label }: { events: ReturnEvent[]; label: string }) {
  return <Timeline events={events} titles={RETURN_STATUS_LABELS} dots={DOT} label={label} testId="return-timeline" />;
}
