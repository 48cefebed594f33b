import { promotionProblems } from '../../shared/schemas/promotion.js';
import { HttpError } from '../lib/errors.js';
import type { Viewer } from '../lib/viewer.js';
import type { PromotionFields, PromotionRow } from '../modules/promotions/service.js';
import type { FlowContext } from './context.js';

type Deps = Pick<FlowContext, 'db' | 'promotions' | 'audit' | 'invalidate'>;

/** A promotion's fields the audit trail follows. */
const FIELDS = [
  'label',
  'code',
  'kind',
  'percentBasisPoints',
  'amountCents',
  'minSubtotalCents',
  'minQuantity',
  'productIds',
  'categories',
  'brands',
  'firstOrderOnly',
  'customerEmails',
  'startsAt',
  'endsAt',
  'usageLimit',
  'usageLimitPerCustomer',
  'paused',
  'endedAt',
] as const;
const diffOf = (before: PromotionRow | null, after: PromotionRow) => ({ before, after, fields: FIELDS });
const entryOf = (row: PromotionRow) => ({ entity: 'promotion', entityId: row.id, label: row.label }) as const;

/**
 * 400 naming the field when the fields do not go together (`promotionProblems`, the input schema's
 * own rule), read in wire units: the stored fields with the update laid over them.
 */
function assertConsistent(
  f: Pick<PromotionFields, 'kind' | 'percentBasisPoints' | 'amountCents' | 'startsAt' | 'endsAt' | 'usageLimit' | 'usageLimitPerCustomer'>,
) {
  const value = f.kind === 'percentage' ? f.percentBasisPoints : f.kind === 'fixed' ? f.amountCents : null;
  // Basis points and cents are hundredths of the wire's percentage and dollars.
  const problems = promotionProblems({ ...f, value: value === null ? null : value / 100 });
  const [field, message] = Object.entries(problems)[0] ?? [];
  if (field && message) throw new HttpError(400, message, 'BAD_REQUEST', { fields: { [field]: message } });
}

/** Staff start a promotion (audited); the cached product answers drop, so sale prices show at once. */
export async function createPromotion(d: Deps, viewer: Viewer, fields: PromotionFields): Promise<PromotionRow> {
  assertConsistent(fields);
  const row = await d.db.transaction(async (tx) => {
    const row = await d.promotions.create(tx, fields);
    await d.audit.record(tx, viewer, { action: 'promotion.create', ...entryOf(row), diff: diffOf(null, row) });
    return row;
  });
  d.invalidate(['products']);
  return row;
}

/** Staff change a promotion (any fields, pause or resume it); orders placed keep what they got. */
export async function updatePromotion(d: Deps, viewer: Viewer, id: string, changes: Partial<PromotionFields>): Promise<PromotionRow> {
  const row = await d.db.transaction(async (tx) => {
    const before = await d.promotions.lock(tx, id);
    if (before.endedAt) throw new HttpError(409, 'This promotion has ended: start a new one instead.', 'CONFLICT');
    assertConsistent({ ...before, ...changes });
    const row = await d.promotions.update(tx, id, changes);
    await d.audit.record(tx, viewer, { action: 'promotion.update', ...entryOf(row), diff: diffOf(before, row) });
    return row;
  });
  d.invalidate(['products']);
  return row;
}

/** Staff end a promotion for good (kept for the orders and figures that name it); ending it twice is no change. */
export async function endPromotion(d: Deps, viewer: Viewer, id: string): Promise<PromotionRow> {
  const row = await d.db.transaction(async (tx) => {
    const before = await d.promotions.lock(tx, id);
    if (before.endedAt) return before;
    const row = await d.promotions.end(tx, id);
    await d.audit.record(tx, viewer, { action: 'promotion.end', ...entryOf(row), diff: diffOf(before, row) });
    return row;
  });
  d.invalidate(['products']);
  return row;
}

/**
 * The background job's step: when a promotion started or ended since the shop last looked (the
 * window claimed in the database, so one instance answers for it), the cached product answers and
 * pages drop on every instance, and sale prices appear or go on time. Answers 1 when they dropped.
 */
export async function announcePromotionDates(d: Pick<FlowContext, 'promotions' | 'invalidate'>): Promise<number> {
  if (!(await d.promotions.startsOrEndsPassed())) return 0;
  d.invalidate(['products']);
  return 1;
}
