import { stringify } from 'csv-stringify/sync';
import { AUDIT_ACTION_LABELS } from '../../../shared/schemas/audit.js';
import type { auditLog } from './tables.js';

type AuditRow = typeof auditLog.$inferSelect;

export const AUDIT_CSV_COLUMNS = [
  'time',
  'email',
  'roles',
  'action',
  'what',
  'entity',
  'entity_id',
  'entity_name',
  'changes',
  'ip',
  'request_id',
] as const;

/** A cell a spreadsheet would run as a formula (= + - @ …) gets a `'` first (OWASP's advice). */
const toCsv = (records: string[][]) => stringify(records, { escape_formulas: true });

const record = (r: AuditRow): string[] => [
  r.at.toISOString(),
  r.actorEmail ?? 'system',
  r.actorRoles.join(';'),
  r.action,
  AUDIT_ACTION_LABELS[r.action] ?? r.action,
  r.entity,
  r.entityId,
  r.entityLabel ?? '',
  JSON.stringify(r.changes),
  r.ip ?? '',
  r.requestId ?? '',
];

/** The audit rows as CSV text: the header, then each page of rows as it is read. */
export async function* auditCsv(pages: AsyncIterable<AuditRow[]>): AsyncGenerator<string> {
  yield toCsv([[...AUDIT_CSV_COLUMNS]]);
  for await (const page of pages) yield toCsv(page.map(record));
}
