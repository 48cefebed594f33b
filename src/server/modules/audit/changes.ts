import type { AuditChanges } from '../../../shared/schemas/audit.js';

/** Fields never written to the audit trail, whatever a caller passes: passwords, tokens, secrets and their hashes. */
const SECRET = /password|secret|token|hash|salt|otp|backup.?code/i;
/** Bookkeeping every row has: not a change anyone made. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt']);

type Row = Record<string, unknown>;

/** A value as JSON keeps it: dates as ISO strings, undefined as null. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(plain(a)) === JSON.stringify(plain(b));
/** Nothing worth a line when a row is made or removed: no value, an empty text or list. */
const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * The fields that differ between `before` and `after` (null before: made; null after: removed; a
 * blank value is left out of either), `{ field: { from, to } }`. Only `fields` when given, else every field either has; secrets and
 * bookkeeping (id, timestamps) are left out.
 */
export function changesBetween(beforeRow: object | null, afterRow: object | null, fields?: readonly string[]): AuditChanges {
  const before = beforeRow as Row | null;
  const after = afterRow as Row | null;
  const keys = fields ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) => !BOOKKEEPING.has(k));
  const changes: AuditChanges = {};
  for (const key of keys) {
    if (SECRET.test(key)) continue;
    const from = before ? before[key] : null;
    const to = after ? after[key] : null;
    if (before && after && same(from, to)) continue;
    if (!before && blank(to)) continue;
    if (!after && blank(from)) continue;
    changes[key] = { from: plain(from), to: plain(to) };
  }
  return changes;
}

/** The changes of entries written by hand (`{ status: ['approved', 'received'] }`), secrets dropped. */
export function changesOf(pairs: Record<string, readonly [unknown, unknown] | undefined>): AuditChanges {
  const changes: AuditChanges = {};
  for (const [key, pair] of Object.entries(pairs)) {
    if (!pair) continue;
    const [from, to] = pair;
    if (SECRET.test(key) || same(from, to)) continue;
    changes[key] = { from: plain(from), to: plain(to) };
  }
  return changes;
}
