import type { Viewer } from '../lib/viewer.js';
import type { ShippingOptionFields, ShippingOptionRow, TaxRateRow } from '../modules/shipping/service.js';
import type { FlowContext } from './context.js';

type Deps = Pick<FlowContext, 'db' | 'shipping' | 'audit'>;

/** An option's fields the audit trail follows. */
const OPTION_FIELDS = ['name', 'priceCents', 'freeOverCents', 'days', 'countries', 'batteries', 'archived'] as const;
const optionDiff = (before: ShippingOptionRow | null, after: ShippingOptionRow | null) => ({ before, after, fields: OPTION_FIELDS });
const optionEntry = (row: ShippingOptionRow) => ({ entity: 'shipping-option', entityId: row.id, label: row.name }) as const;
/** A rate as the wire shows it (0.2 for 20%), or null for none. */
const rateOf = (d: Deps, row: TaxRateRow | undefined) => (row ? d.shipping.toRate(row.rateBasisPoints) : null);

/** An admin adds a shipping option, with its audit row. */
export function createShippingOption(d: Deps, viewer: Viewer, fields: ShippingOptionFields): Promise<ShippingOptionRow> {
  return d.db.transaction(async (tx) => {
    const row = await d.shipping.create(tx, fields);
    await d.audit.record(tx, viewer, { action: 'shipping.create', ...optionEntry(row), diff: optionDiff(null, row) });
    return row;
  });
}

/** An admin replaces an option (orders placed keep what they were charged), with the fields that changed. */
export function updateShippingOption(d: Deps, viewer: Viewer, id: string, fields: ShippingOptionFields): Promise<ShippingOptionRow> {
  return d.db.transaction(async (tx) => {
    const before = await d.shipping.lockOption(tx, id);
    const row = await d.shipping.update(tx, id, fields);
    await d.audit.record(tx, viewer, { action: 'shipping.update', ...optionEntry(row), diff: optionDiff(before, row) });
    return row;
  });
}

/** An admin withdraws an option: archived, so the orders that used it still name it. */
export function archiveShippingOption(d: Deps, viewer: Viewer, id: string): Promise<void> {
  return d.db.transaction(async (tx) => {
    const before = await d.shipping.lockOption(tx, id);
    await d.shipping.archive(tx, id);
    const diff = optionDiff(before, { ...before, archived: true });
    await d.audit.record(tx, viewer, { action: 'shipping.archive', ...optionEntry(before), diff });
  });
}

/** An admin sets a country's tax rate, with the rate before and after. */
export function setTaxRate(d: Deps, viewer: Viewer, country: string, basisPoints: number): Promise<TaxRateRow> {
  return d.db.transaction(async (tx) => {
    const before = await d.shipping.lockTaxRate(tx, country);
    const row = await d.shipping.setTaxRate(tx, country, basisPoints);
    const changes = { rate: [rateOf(d, before), rateOf(d, row)] } as const;
    await d.audit.record(tx, viewer, { action: 'tax.set', entity: 'tax-rate', entityId: country, label: country, changes });
    return row;
  });
}

/** An admin removes a country's rate (404 when it has none): it pays no tax from then on. */
export function deleteTaxRate(d: Deps, viewer: Viewer, country: string): Promise<void> {
  return d.db.transaction(async (tx) => {
    const before = await d.shipping.lockTaxRate(tx, country);
    await d.shipping.deleteTaxRate(tx, country);
    const changes = { rate: [rateOf(d, before), null] } as const;
    await d.audit.record(tx, viewer, { action: 'tax.remove', entity: 'tax-rate', entityId: country, label: country, changes });
  });
}
