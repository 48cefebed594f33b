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

/** 400 naming the field, as a validation error would. */
const invalid = (field: string, message: string) => new HttpError(400, message, 'BAD_REQUEST', { fields: { [field]: message } });

/**
 * What the fields must say together (the input schema checks each field; an update is checked once
 * laid over what is stored): a value that suits the kind, an end after the start, and a limit per
 * customer no bigger than the total one.
 */
function assertConsistent(
  f: Pick<PromotionFields, 'kind' | 'percentBasisPoints' | 'amountCents' | 'startsAt' | 'endsAt' | 'usageLimit' | 'usageLimitPerCustomer'>,
) {
  const bp = f.percentBasisPoints;
  if (f.kind === 'percentage' && (bp === null || bp < 1 || bp > 10_000))
    throw invalid('value', 'Value must be a percentage above 0 and at most 100, for example 10');
  const amount = f.amountCents;
  if (f.kind === 'fixed' && (amount === null || amount < 1 || amount > 10_000_000))
    throw invalid('value', 'Value must be an amount above 0 and at most 100000, for example 5');
  if (f.startsAt && f.endsAt && f.endsAt <= f.startsAt) throw invalid('endsAt', 'Ends at must be after Starts at');
  if (f.usageLimit !== null && f.usageLimitPerCustomer !== null && f.usageLimitPerCustomer > f.usageLimit)
    throw invalid('usageLimitPerCustomer', 'Uses per customer cannot be more than the usage limit');
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
