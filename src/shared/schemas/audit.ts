import { z } from 'zod';
import { idSchema, pageOf, pageQueryShape } from './common.js';

/** What an audit row says was done (issue 29), in words on the Audit log page. */
export const AUDIT_ACTION_LABELS = {
  'product.create': 'Added a product',
  'product.update': 'Edited a product',
  'product.remove': 'Removed a product',
  'product.stock': 'Added stock',
  'product.fitment': 'Changed part numbers and fitment',
  'laptop.create': 'Added a laptop model',
  'laptop.update': 'Edited a laptop model',
  'laptop.remove': 'Removed a laptop model',
  'laptop.spec': 'Changed a laptop model’s specification',
  'import.start': 'Started a CSV import',
  'import.finish': 'A CSV import ended',
  'order.status': 'Moved an order on',
  'order.cancel': 'Cancelled an order',
  'order.guest-link-revoke': 'Revoked a guest order’s links',
  'refund.create': 'Refunded',
  'return.status': 'Decided on a return',
  'review.moderate': 'Hid or showed a review',
  'shipping.create': 'Added a shipping option',
  'shipping.update': 'Edited a shipping option',
  'shipping.archive': 'Withdrew a shipping option',
  'tax.set': 'Set a tax rate',
  'tax.remove': 'Removed a tax rate',
  'settings.update': 'Changed shop settings',
  'role.create': 'Made a role',
  'role.update': 'Changed a role',
  'role.remove': 'Deleted a role',
  'staff.change': "Changed a member's roles or suspension",
  'staff.remove': 'Removed from staff',
  'staff.promote': 'Made admin',
  'staff.invite': 'Invited staff',
  'staff.join': 'Accepted a staff invitation',
  'account.delete': 'Deleted an account (on request)',
  'auth.sign-in': 'Signed in as staff',
  'auth.2fa-failed': 'Failed the second sign-in step',
  'promotion.create': 'Started a promotion',
  'promotion.update': 'Changed a promotion',
  'promotion.end': 'Ended a promotion',
  'gift-card.issue': 'Issued a gift card',
  'webhook.create': 'Added a webhook endpoint',
  'webhook.update': 'Changed a webhook endpoint',
  'webhook.remove': 'Deleted a webhook endpoint',
  'webhook.retry': 'Sent a webhook again',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

/** What an audit row is about, in words. */
export const AUDIT_ENTITY_LABELS = {
  product: 'Product',
  laptop: 'Laptop model',
  import: 'CSV import',
  order: 'Order',
  return: 'Return',
  review: 'Product review',
  'shipping-option': 'Shipping option',
  'tax-rate': 'Tax rate',
  settings: 'Shop settings',
  role: 'Role',
  user: 'Account',
  invitation: 'Staff invitation',
  promotion: 'Promotion',
  'gift-card': 'Gift card',
  webhook: 'Webhook endpoint',
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITY_LABELS;
export const AUDIT_ENTITIES = Object.keys(AUDIT_ENTITY_LABELS) as [AuditEntity, ...AuditEntity[]];

/** A field's value before and after (null: it did not exist, or does not any more). */
export const auditChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });
export const auditChangesSchema = z.record(z.string(), auditChangeSchema);
export type AuditChanges = z.infer<typeof auditChangesSchema>;

/** One row of GET /api/admin/audit. */
export const auditEntrySchema = z.object({
  _id: idSchema,
  at: z.string(),
  /** Who did it, as they were at the time (null ids and e-mail: the shop itself, e.g. the import worker). */
  actor: z.object({ userId: z.string().nullable(), email: z.string().nullable(), roles: z.array(z.string()) }),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  /** What the entity was called at the time (an order's number, a product's name, an account's e-mail). */
  entityLabel: z.string().nullable(),
  changes: auditChangesSchema,
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/** A day (2026-03-01, the whole day in UTC) or an instant (2026-03-01T09:30:00Z). */
const when = (label: string) =>
  z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
    message: `${label} must be a date (2026-03-01) or a date and time (2026-03-01T09:30:00Z)`,
  });

/** The filters of the Audit log and its CSV (GET /api/admin/audit, /api/admin/audit.csv). */
export const auditQueryShape = {
  /** The person: an account's id, or part of their e-mail (any case). */
  actor: z.string().trim().max(320, { message: 'Person must be at most 320 characters' }).optional(),
  entity: z.enum(AUDIT_ENTITIES, { message: 'Entity must be one of the audit log’s kinds of thing' }).optional(),
  entityId: z.string().trim().max(200, { message: 'Entity id must be at most 200 characters' }).optional(),
  action: z.enum(AUDIT_ACTIONS, { message: 'Action must be one of the audit log’s actions' }).optional(),
  /** From this instant (a day: its start), inclusive. */
  from: when('From').optional(),
  /** Until this instant (a day: its end), inclusive. */
  to: when('To').optional(),
};
export const auditCsvQuerySchema = z.object(auditQueryShape);
export const auditQuerySchema = z.object({ ...auditQueryShape, ...pageQueryShape });
export type AuditQuery = z.input<typeof auditQuerySchema>;
