import type { AuditEntry } from '../../../shared/schemas/audit.js';
import type { AuditRow } from '../../modules/audit/service.js';

/** An audit row on the wire (GET /api/admin/audit). */
export const auditToWire = (r: AuditRow): AuditEntry => ({
  _id: r.id,
  at: r.at.toISOString(),
  actor: { userId: r.actorId, email: r.actorEmail, roles: r.actorRoles },
  action: r.action,
  entity: r.entity,
  entityId: r.entityId,
  entityLabel: r.entityLabel,
  changes: r.changes,
  ip: r.ip,
  requestId: r.requestId,
});
