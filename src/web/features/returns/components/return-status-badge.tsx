import { RETURN_STATUS_LABELS, type ReturnStatus } from '../../../../shared/schemas/return';

const LOOK: Record<ReturnStatus, string> = {
  requested: 'badge-soft badge-warning',
  approved: 'badge-soft badge-primary',
  rejected: 'badge-ghost',
  received: 'badge-soft badge-success',
  refunded: 'badge-success',
  exchanged: 'badge-success',
};

/** The return's state in words and colour. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <span className={`badge badge-sm h-auto min-h-5 py-0.5 ${LOOK[status]}`} data-testid="return-status" data-status={status}>
      {RETURN_STATUS_LABELS[status]}
    </span>
  );
}
